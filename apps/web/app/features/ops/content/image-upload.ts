/**
 * The upload of an image (POST content/assets): its bytes are the request's body and its
 * type the Content-Type; name and alternative texts go in the query. Sent with XMLHttpRequest,
 * which reports the bytes sent (the progress bar); fetch does not. A 401 ends the staff session
 * as on every ops call.
 */
import { buildUrl, endpoint } from "@coop/contract/endpoints";
import { normalizeErrors } from "@coop/contract/error-list";
import { buildApiHeaders } from "@coop/contract/headers";
import type { OpsAsset } from "@coop/contract/ops-content";

import { clearStaffSession, staffToken } from "../staff-session.ts";

export type UploadResult = { ok: true; asset: OpsAsset } | { ok: false; errors: string[] };

export function uploadImage(
  file: File,
  alt: { default: string; es: string },
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  const url = buildUrl(
    endpoint("opsContentAssetsUpload"),
    {},
    {
      name: file.name,
      alt: alt.default,
      ...(alt.es ? { alt_es: alt.es } : {}),
    },
  );
  const token = staffToken();
  const headers = buildApiHeaders({ channel: "default", clientType: "web", token });
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("content-type", file.type);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({ ok: true, asset: (body as { data: OpsAsset }).data });
        return;
      }
      if (xhr.status === 401 && token) clearStaffSession();
      resolve({ ok: false, errors: normalizeErrors(body) });
    };
    xhr.onerror = () => resolve({ ok: false, errors: normalizeErrors(null) });
    xhr.send(file);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
