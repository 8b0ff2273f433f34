import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { RESUME_MAX_BYTES, RESUME_TYPES } from "@coop/contract/careers";

export type ResumeType = (typeof RESUME_TYPES)[number];

export const RESUME_TYPE_WORDS = "a PDF or a Word document (.pdf, .doc or .docx)";
export const RESUME_LIMIT_WORDS = `${RESUME_MAX_BYTES / (1024 * 1024)} MB`;

const TYPE_NAMES: Record<ResumeType, string> = {
  "application/pdf": "a PDF",
  "application/msword": "a Word 97–2003 document (.doc)",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document":
    "a Word document (.docx)",
};

export const isResumeType = (type: string): type is ResumeType =>
  (RESUME_TYPES as readonly string[]).includes(type);

export const resumeTypeName = (type: ResumeType) => TYPE_NAMES[type];

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * `careers.resume-limits`: what the bytes are, whatever the Content-Type says: a PDF starts
 * with `%PDF-`, a .doc is an OLE2 compound file, a .docx is a zip holding `word/` entries
 * (their names are stored uncompressed in the zip's headers). Null for anything else.
 */
export function sniffResumeType(bytes: Buffer): ResumeType | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  if (bytes.subarray(0, 8).equals(OLE2)) return "application/msword";
  if (bytes.subarray(0, 4).equals(ZIP) && bytes.includes("word/", 0, "latin1"))
    return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  return null;
}

/** What a person calls the file's kind, for a refusal ("it is a Word document (.docx)"). */
export function describeBytes(bytes: Buffer): string {
  const type = sniffResumeType(bytes);
  if (type) return TYPE_NAMES[type];
  if (bytes.subarray(0, 4).equals(ZIP)) return "a zip file";
  return "not a document we can read";
}

/** The file's name as shown to staff: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (cleaned || "resume").slice(0, 120);
}

/**
 * `careers.resume-private`: resumes are files under DATA_DIR/resumes with random names,
 * readable by the server's user only (0600, the folder 0700); no static route serves that
 * folder, and the only reader is the staff download.
 */
export function createResumeFiles(dataDir: string) {
  const dir = join(dataDir, "resumes");
  const pathOf = (file: string) => {
    if (!/^[a-f0-9]{32}$/.test(file)) throw new Error(`Not a resume file name: ${file}`);
    return join(dir, file);
  };
  return {
    dir,
    async write(bytes: Buffer): Promise<string> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = randomBytes(16).toString("hex");
      const temporary = `${pathOf(file)}.${process.pid}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, pathOf(file));
      return file;
    },
    async read(file: string): Promise<Buffer | null> {
      try {
        return await readFile(pathOf(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(file: string): Promise<void> {
      await unlink(pathOf(file)).catch(() => undefined);
    },
  };
}

export type ResumeFiles = ReturnType<typeof createResumeFiles>;
