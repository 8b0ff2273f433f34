import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a free port that keeps what it receives (the members' email tests).
 * `refuseFirst` messages are refused (their data answered with `refuseCode`, 451 by default)
 * before any is kept: a mail server that is down for a while.
 */
export async function startSmtp(options: { refuseFirst?: number; refuseCode?: number } = {}) {
  const received: { to: string[]; raw: string }[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refused < (options.refuseFirst ?? 0)) {
          refused += 1;
          const error = Object.assign(new Error("Mailbox busy, try again later"), {
            responseCode: options.refuseCode ?? 451,
          });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many messages were refused so far. */
    refusedCount: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a message, quoted-printable undone. */
export function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Polls `probe` until it answers something (an email arriving). */
export async function waitFor<T>(probe: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
