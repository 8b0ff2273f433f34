/**
 * "Download CSV" of the day's report (`store-controls.today-csv`): GET today.csv with the staff
 * token (a link cannot send it), the answer kept as a Blob and saved under the name the server
 * gives in Content-Disposition.
 */
import { CONNECTION_ISSUE } from "@coop/contract/constants";
import { buildUrl, endpoint } from "@coop/contract/endpoints";
import { normalizeErrors } from "@coop/contract/error-list";
import { buildApiHeaders } from "@coop/contract/headers";

/** The request of the CSV: its URL and headers (the staff token as a Bearer). */
export function csvRequest(
  restaurantId: number,
  date: string,
  token: string | null,
): { url: string; init: RequestInit } {
  const url = buildUrl(endpoint("opsTodayCsv"), { id: restaurantId }, { date });
  const headers = {
    accept: "text/csv",
    ...buildApiHeaders({ channel: "default", clientType: "web", token }),
  };
  return { url, init: { method: "GET", headers } };
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8) first, then
 * `filename`; only its last path part, never an empty one; `fallback` when there is none.
 */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  let name: string | null = null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(header);
  if (star) {
    try {
      name = decodeURIComponent(star[1]!.trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, "$1") ?? plain[2] ?? null) : null;
  }
  const safe = name?.split(/[/\\]/).pop()?.trim();
  return safe ? safe : fallback;
}

export type CsvResult =
  { ok: true; blob: Blob; fileName: string } | { ok: false; status: number; errors: string[] };

/** Fetches the CSV of `date`; a refusal or a network failure comes back in words. */
export async function fetchTodayCsv(
  restaurantId: number,
  date: string,
  token: string | null,
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<CsvResult> {
  const { url, init } = csvRequest(restaurantId, date, token);
  let response: Response;
  try {
    response = await doFetch(url, init);
  } catch {
    return { ok: false, status: 0, errors: [CONNECTION_ISSUE] };
  }
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the list says "Connection issue".
    }
    return { ok: false, status: response.status, errors: normalizeErrors(body) };
  }
  const blob = await response.blob();
  return {
    ok: true,
    blob,
    fileName: fileNameOf(response.headers.get("content-disposition"), `today-${date}.csv`),
  };
}

/** Saves a Blob as a file in the browser (a temporary object URL and a download link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
