import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from "fastify-type-provider-zod";

import type { ApiErrorBody } from "@coop/contract/errors";

import { type FieldError, HttpError } from "./http-error.ts";

const contextNames: Record<string, string> = {
  body: "body",
  querystring: "query",
  params: "path",
  headers: "header",
};

function validationErrors(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
): FieldError[] {
  const where = contextNames[error.validationContext ?? "body"] ?? "body";
  return error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    return { path: field ? `${where}.${field}` : where, message: issue.message ?? "is invalid" };
  });
}

/** Fastify's own 4xx codes, reworded for a person. */
const fastifyMessages: Record<string, (e: FastifyError) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: () => "The request says it sends JSON but the body is empty.",
  FST_ERR_CTP_BODY_TOO_LARGE: () => "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (e) =>
    `This content type is not accepted here: ${e.message.replace(/^Unsupported Media Type:\s*/, "")}. Send application/json.`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => "The Content-Length header does not match the body.",
};

export function errorBody(
  request: FastifyRequest,
  message: string,
  errors?: FieldError[],
  code?: string,
): ApiErrorBody {
  return {
    message,
    ...(errors && errors.length > 0 ? { errors } : {}),
    ...(code !== undefined ? { code } : {}),
    requestId: request.id,
  };
}

/**
 * One handler for every error. 4xx: what was wrong, naming the field. 5xx: only
 * that something failed, with the request id to quote; the cause goes to the log,
 * never to the client (no stack, no SQL, no file path).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, "request failed");
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply
        .status(error.statusCode)
        .send(errorBody(request, error.message, error.errors, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error);
      const first = errors[0];
      const message = first
        ? `${first.path} ${first.message.charAt(0).toLowerCase()}${first.message.slice(1)}`.replace(
            /\.$/,
            "",
          ) + "."
        : "The request is invalid.";
      return reply.status(400).send(errorBody(request, message, errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        "response did not match its schema",
      );
      return reply.status(500).send(errorBody(request, serverFailure(request)));
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const reword = error.code ? fastifyMessages[error.code] : undefined;
      return reply.status(status).send(errorBody(request, reword ? reword(error) : error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send(errorBody(request, serverFailure(request)));
  });
}

export function serverFailure(request: FastifyRequest): string {
  return `Something went wrong on our side. Please try again; if it keeps happening, quote request id ${request.id}.`;
}
