import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ASSET_MAX_BYTES } from "@coop/contract/ops-content";

import { staffAudit } from "../../db/schema/staff.ts";
import { staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createS3AssetStorage, signS3Request } from "./assets-storage.ts";
import { imageSize, sniffImageType } from "./image-sniff.ts";

/** A PNG header of width × height (enough for the type and the size). */
const png = (width: number, height: number) => {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write("IHDR", 12, "latin1");
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
};
/** A JPEG with an APP0 segment and then a SOF0 frame of width × height. */
const jpeg = (width: number, height: number) => {
  const b = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0, 0xff, 0xd9,
  ]);
  b.writeUInt16BE(height, 13);
  b.writeUInt16BE(width, 15);
  return b;
};
const gif = Buffer.from("GIF89a\x05\x00\x07\x00\x00\x00", "latin1");

let t: TestApp;
let dataDir: string;
const tokens = { marketing: "", crew: "", manager: "" };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "coop-assets-"));
  t = await createTestApp({ config: { DATA_DIR: dataDir } });
  for (const role of ["marketing", "crew", "manager"] as const)
    tokens[role] = await staffSignIn(t.app, staffDemo[role].email, staffDemo[role].password);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (body: Buffer, type: string, token = tokens.marketing, name = "Hero Photo.PNG") =>
  t.app.inject({
    method: "POST",
    url: `/api/ops/content/assets?name=${encodeURIComponent(name)}&alt=A%20biscuit&alt_es=Una%20galleta`,
    payload: body,
    headers: { "content-type": type, ...(token && { authorization: `Bearer ${token}` }) },
  });

describe("content images", () => {
  it("content.authoring-roles: images too are for marketing and admin, the caller checked first", async () => {
    expect((await upload(png(1, 1), "image/png", "")).statusCode).toBe(401);
    expect((await upload(png(1, 1), "image/png", tokens.crew)).statusCode).toBe(403);
    // A manager's too-large upload is refused for who they are, not for its size.
    expect(
      (await upload(Buffer.alloc(ASSET_MAX_BYTES + 1), "image/png", tokens.manager)).statusCode,
    ).toBe(403);
    const list = await t.app.inject({
      url: "/api/ops/content/assets",
      headers: { authorization: `Bearer ${tokens.crew}` },
    });
    expect(list.statusCode).toBe(403);
  });

  it("content.asset-limits: type, size and the bytes' real type; the size read from the header", async () => {
    const res = await upload(png(640, 480), "image/png");
    expect(res.statusCode, res.body).toBe(201);
    const asset = res.json().data;
    expect(asset).toMatchObject({
      name: "hero-photo.png",
      content_type: "image/png",
      width: 640,
      height: 480,
      alt: { default: "A biscuit", es: "Una galleta" },
    });
    expect(asset.filename).toBe(`/content-assets/${asset.id}/hero-photo.png`);
    const [audit] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `asset:${asset.id}`));
    expect(audit!.action).toBe("content.asset-upload");

    const wrongType = await upload(Buffer.from("<svg/>"), "image/svg+xml");
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain("JPEG, PNG, WebP or GIF");
    const tooBig = await upload(
      Buffer.concat([png(1, 1), Buffer.alloc(ASSET_MAX_BYTES)]),
      "image/png",
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toContain("5 MB");
    const lying = await upload(gif, "image/png");
    expect(lying.statusCode).toBe(400);
    expect(lying.json().message).toBe(
      "The file is not a PNG image (it is a GIF image); upload a JPEG, PNG, WebP or GIF image.",
    );
    const html = await upload(Buffer.from("<html><script>alert(1)</script>"), "image/jpeg");
    expect(html.statusCode).toBe(400);
  });

  it("content.asset-serving: the stored type, immutable, nosniff; alt text changes", async () => {
    const asset = (
      await upload(jpeg(300, 200), "image/jpeg", tokens.marketing, "fryers.jpeg")
    ).json().data;
    expect([asset.width, asset.height]).toEqual([300, 200]);
    const served = await t.app.inject({ url: asset.filename });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(jpeg(300, 200))).toBe(true);
    expect((await t.app.inject({ url: `/content-assets/${asset.id}/other.jpg` })).statusCode).toBe(
      404,
    );
    const alt = await t.app.inject({
      method: "PUT",
      url: `/api/ops/content/assets/${asset.id}`,
      payload: { alt: { default: "Fryers", es: "Freidoras" } },
      headers: { authorization: `Bearer ${tokens.marketing}` },
    });
    expect(alt.json().data.alt).toEqual({ default: "Fryers", es: "Freidoras" });
    const list = await t.app.inject({
      url: "/api/ops/content/assets",
      headers: { authorization: `Bearer ${tokens.marketing}` },
    });
    expect(list.json().data.assets[0].id).toBe(asset.id);
  });

  it("content.asset-limits: magic numbers and sizes of the four types", () => {
    expect(sniffImageType(gif)).toBe("image/gif");
    expect(imageSize(gif, "image/gif")).toEqual({ width: 5, height: 7 });
    const webp = Buffer.alloc(30);
    webp.write("RIFF", 0, "latin1");
    webp.write("WEBPVP8X", 8, "latin1");
    webp.writeUIntLE(99, 24, 3);
    webp.writeUIntLE(49, 27, 3);
    expect(sniffImageType(webp)).toBe("image/webp");
    expect(imageSize(webp, "image/webp")).toEqual({ width: 100, height: 50 });
    expect(sniffImageType(Buffer.from("RIFF0000WAVE"))).toBeNull();
  });
});

describe("S3-compatible storage", () => {
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];

  beforeAll(async () => {
    // A tiny fake S3: it wants a SigV4 authorization and a payload hash that matches the body.
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks);
        const auth = req.headers.authorization ?? "";
        seen.push(auth);
        const hash = createHash("sha256").update(body).digest("hex");
        if (
          !/^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(
            auth,
          ) ||
          req.headers["x-amz-content-sha256"] !== hash ||
          !req.headers["x-amz-date"]
        ) {
          res.writeHead(403).end("SignatureDoesNotMatch");
          return;
        }
        if (req.method === "PUT") {
          objects.set(req.url!, { body, type: String(req.headers["content-type"]) });
          res.writeHead(200).end();
        } else {
          const found = objects.get(req.url!);
          if (!found) res.writeHead(404).end();
          else res.writeHead(200, { "content-type": found.type }).end(found.body);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it("content.asset-storage: signed PUT and GET against an S3-compatible server", async () => {
    const s3 = createS3AssetStorage({
      endpoint,
      bucket: "coop-images",
      region: "us-east-1",
      accessKeyId: "AKID",
      secretAccessKey: "secret",
    });
    await s3.put("abcdefghijkl/hero.png", png(2, 2), "image/png");
    expect(objects.get("/coop-images/abcdefghijkl/hero.png")?.type).toBe("image/png");
    expect((await s3.get("abcdefghijkl/hero.png"))?.equals(png(2, 2))).toBe(true);
    expect(await s3.get("abcdefghijkl/missing.png")).toBeNull();
    expect(seen.every((a) => a.includes("SignedHeaders=") && a.includes("x-amz-date"))).toBe(true);
    const wrong = createS3AssetStorage({
      endpoint,
      bucket: "b",
      region: "eu-west-1",
      accessKeyId: "AKID",
      secretAccessKey: "s",
    });
    await expect(wrong.put("abcdefghijkl/x.png", png(1, 1), "image/png")).rejects.toThrow(
      /refused the upload: 403/,
    );
    await expect(s3.get("../etc/passwd")).rejects.toThrow(/Not a storage key/);
  });
});

describe("SigV4", () => {
  it("content.asset-storage: signs the published S3 example (GET Object with a Range) exactly", () => {
    const headers = signS3Request(
      {
        endpoint: "https://examplebucket.s3.amazonaws.com",
        bucket: "examplebucket",
        region: "us-east-1",
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      },
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        body: Buffer.alloc(0),
        headers: { range: "bytes=0-9" },
      },
      new Date("2013-05-24T00:00:00Z"),
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});
