import { createHash, createHmac } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

/** Where uploaded images' bytes are kept: files under DATA_DIR, or an S3-compatible bucket. */
export type AssetStorage = {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there are none under that key. */
  get(key: string): Promise<Buffer | null>;
};

/** A storage key is made of safe path segments (`<id>/<file name>`), never `..`. */
function checkKey(key: string) {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9._-]+)*$/.test(key) || key.split("/").includes(".."))
    throw new Error(`Not a storage key: ${key}`);
}

/** `content.asset-storage`: files under `dir` (DATA_DIR/content-assets), written atomically. */
export function createLocalAssetStorage(dir: string): AssetStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    checkKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Not a storage key: ${key}`);
    return path;
  };
  return {
    kind: "local",
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();
const encodeSegment = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The AWS Signature Version 4 headers of a request to an S3-compatible service (path-style
 * URL, no query), signed with the secret key: what the `authorization` header carries.
 */
export function signS3Request(
  settings: S3Settings,
  request: { method: string; url: URL; body: Buffer; headers: Record<string, string> },
  now: Date,
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(request.body);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v])),
    host: request.url.host,
    "x-amz-content-sha256": payloadHash,
    "x-amz-date": amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonical = [
    request.method,
    request.url.pathname,
    "",
    ...names.map((n) => `${n}:${headers[n]!.trim()}`),
    "",
    names.join(";"),
    payloadHash,
  ].join("\n");
  const scope = `${day}/${settings.region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  let key = hmac(`AWS4${settings.secretAccessKey}`, day);
  for (const part of [settings.region, "s3", "aws4_request"]) key = hmac(key, part);
  const signature = createHmac("sha256", key).update(toSign).digest("hex");
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${settings.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`,
  };
}

/**
 * `content.asset-storage`: an S3-compatible bucket (AWS S3, MinIO, R2…) through signed PUT and
 * GET requests, with no SDK.
 */
export function createS3AssetStorage(
  settings: S3Settings,
  options: { fetch?: typeof fetch; now?: () => Date } = {},
): AssetStorage {
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const urlOf = (key: string) => {
    checkKey(key);
    const path = [settings.bucket, ...key.split("/")].map(encodeSegment).join("/");
    return new URL(`${settings.endpoint}/${path}`);
  };
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const url = urlOf(key);
      const headers = signS3Request(
        settings,
        { method: "PUT", url, body: bytes, headers: { "content-type": contentType } },
        now(),
      );
      const res = await send(url, { method: "PUT", headers, body: new Uint8Array(bytes) });
      if (!res.ok)
        throw new Error(`The image storage refused the upload: ${res.status} ${await res.text()}`);
    },
    async get(key) {
      const url = urlOf(key);
      const headers = signS3Request(
        settings,
        { method: "GET", url, body: Buffer.alloc(0), headers: {} },
        now(),
      );
      const res = await send(url, { method: "GET", headers });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`The image storage answered ${res.status} for ${key}`);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

/**
 * The storage new uploads go to (the bucket when configured, else DATA_DIR/content-assets), and
 * every storage an existing image may sit in.
 */
export function assetStoragesOf(config: { dataDir: string; assetS3: S3Settings | undefined }) {
  const local = createLocalAssetStorage(join(config.dataDir, "content-assets"));
  const s3 = config.assetS3 ? createS3AssetStorage(config.assetS3) : undefined;
  return { storage: s3 ?? local, storages: { local, ...(s3 && { s3 }) } };
}
