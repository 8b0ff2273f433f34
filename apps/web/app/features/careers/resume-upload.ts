/**
 * The upload of a resume (POST /api/careers/resumes?name=…): the file's bytes are the body and
 * its type the Content-Type. Sent with XMLHttpRequest, which reports the bytes sent (the
 * progress bar); fetch does not. The server's messages come back as they are.
 */
import { buildUrl, endpoint } from "@coop/contract/endpoints";
import { normalizeErrors } from "@coop/contract/error-list";
import { buildApiHeaders } from "@coop/contract/headers";

import type { ResumeAnswer } from "./careers-types.ts";

export type ResumeUploadResult =
  { ok: true; resume: ResumeAnswer } | { ok: false; errors: string[] };

export function uploadResume(
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<ResumeUploadResult> {
  const url = buildUrl(endpoint("careersResumeUpload"), {}, { name: file.name.slice(0, 200) });
  const headers = buildApiHeaders({ channel: "default", clientType: "web" });
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("content-type", contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isResume(body)) {
        onProgress(1);
        resolve({ ok: true, resume: body });
        return;
      }
      resolve({ ok: false, errors: normalizeErrors(body) });
    };
    xhr.onerror = () => resolve({ ok: false, errors: normalizeErrors(null) });
    xhr.send(file);
  });
}

function isResume(body: unknown): body is ResumeAnswer {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as { resume_id?: unknown }).resume_id === "string"
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
