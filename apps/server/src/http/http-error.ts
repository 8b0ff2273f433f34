/**
 * An error whose message is meant for the person using the API: a 4xx that
 * says what was wrong and, when a field is at fault, names it. Services throw
 * these; the central handler turns them into the API's error body (`errors.api-4xx`).
 */
export type FieldError = { path: string; message: string };

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  /** A machine-readable reason sent with the message (api error body `code`). */
  readonly code: string | undefined;
  constructor(
    statusCode: number,
    message: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; code?: string } = {},
  ) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.code = options.code;
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, { errors });
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
