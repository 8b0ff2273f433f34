/**
 * Files to and from the staff API that the JSON client does not carry: a download (the forms'
 * CSV export, an applicant's resume) fetched with the staff token as a Bearer header and saved
 * from a Blob (`ops-forms.csv-export`, `ops-careers.resume-download`: the token never goes in a
 * URL), and a text body (the careers CSV import). A 401 ends the staff session as on every ops
 * call; a refusal or a network failure comes back as the error list.
 */
import { CONNECTION_ISSUE } from "@coop/contract/constants";
import {
  buildUrl,
  endpoint,
  type EndpointId,
  type PathParams,
  type QueryParams,
} from "@coop/contract/endpoints";
import { normalizeErrors } from "@coop/contract/error-list";
import { buildApiHeaders } from "@coop/contract/headers";

import { clearStaffSession, staffToken } from "../staff-session.ts";
import { fileNameOf } from "../today/today-csv.ts";

export { saveBlob } from "../today/today-csv.ts";

export type FileResult =
  { ok: true; blob: Blob; fileName: string } | { ok: false; status: number; errors: string[] };

export type TextResult<T> =
  { ok: true; data: T } | { ok: false; status: number; errors: string[]; body: unknown };

function headersFor(accept: string): Record<string, string> {
  return {
    accept,
    ...buildApiHeaders({ channel: "default", clientType: "web", token: staffToken() }),
  };
}

async function send(url: string, init: RequestInit): Promise<Response | null> {
  try {
    const response = await globalThis.fetch(url, init);
    if (response.status === 401 && staffToken()) clearStaffSession();
    return response;
  } catch {
    return null;
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** GETs the file of endpoint `id`; `fallbackName` when the server names none. */
export async function fetchStaffFile(
  id: EndpointId,
  request: { params?: PathParams; query?: QueryParams },
  accept: string,
  fallbackName: string,
): Promise<FileResult> {
  const url = buildUrl(endpoint(id), request.params ?? {}, request.query);
  const response = await send(url, { method: "GET", headers: headersFor(accept) });
  if (!response) return { ok: false, status: 0, errors: [CONNECTION_ISSUE] };
  if (!response.ok)
    return { ok: false, status: response.status, errors: normalizeErrors(await bodyOf(response)) };
  return {
    ok: true,
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get("content-disposition"), fallbackName),
  };
}

/** POSTs `text` as the body of endpoint `id` (its type in Content-Type); the JSON answer. */
export async function postStaffText<T>(
  id: EndpointId,
  text: string,
  contentType: string,
): Promise<TextResult<T>> {
  const url = buildUrl(endpoint(id), {}, undefined);
  const headers = { ...headersFor("application/json"), "content-type": contentType };
  const response = await send(url, { method: "POST", headers, body: text });
  if (!response) return { ok: false, status: 0, errors: [CONNECTION_ISSUE], body: null };
  const body = await bodyOf(response);
  if (!response.ok)
    return { ok: false, status: response.status, errors: normalizeErrors(body), body };
  return { ok: true, data: body as T };
}
