import { randomInt } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

import type { App } from "../app.ts";
import { demoStaff } from "../db/seed/demo-data.ts";
import { decoded } from "./smtp.ts";

/** Helpers for the staff tests: the demo staff, sign-in through /api/ops, invitation links. */
const byId = (id: string) => demoStaff.find((s) => s.id === id)!;
export const staffDemo = {
  admin: byId("demo-staff-katherine"),
  manager: byId("demo-staff-dorothy"),
  crew: byId("demo-staff-mary"),
  marketing: byId("demo-staff-hedy"),
};

/** A different client address per call, so the per-IP sign-in limit is not what a test meets. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function staffSignIn(app: App, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/ops/signin",
    payload: { email, password },
    remoteAddress: randomIp(),
  });
  if (res.statusCode !== 200)
    throw new Error(`staff sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/** The invitation link emailed to `to` (the newest in DATA_DIR/outbox), or undefined. */
export async function invitationLink(dataDir: string, to: string): Promise<string | undefined> {
  const outbox = join(dataDir, "outbox");
  const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const text = decoded(await readFile(join(outbox, file), "utf8"));
    if (!text.includes(`To: ${to}`)) continue;
    return /https?:\/\/\S+\/ops\/accept\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0];
  }
  return undefined;
}
