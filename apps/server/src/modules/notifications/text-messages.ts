import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Text messages (SMS) to customers (`notify.text-optin`). The interface a provider's adapter
 * implements; the built-in implementation writes each message to DATA_DIR/outbox as a file of
 * its own (`<stamp>-<random>.sms.txt`, plainly marked as a text message), beside the emails,
 * so one machine can see what would have been sent. TEXT_MESSAGES=off sends none.
 */
export type TextMessage = {
  /** Ten-digit US number. */
  to: string;
  body: string;
};

export type TextMessages = {
  readonly kind: "outbox" | "off";
  readonly describe: string;
  /** Sends one text; the file it was written to (outbox). */
  send(message: TextMessage): Promise<{ file?: string }>;
};

/** "9195550100" → "+19195550100" (E.164). */
export const e164 = (tenDigits: string) => `+1${tenDigits.replace(/\D/g, "").slice(-10)}`;

export function createTextMessages(options: {
  kind: "outbox" | "off";
  outboxDir: string;
  from: string;
  now: () => Date;
}): TextMessages {
  if (options.kind === "off") {
    return {
      kind: "off",
      describe: "off (no text messages are sent)",
      send: async () => ({}),
    };
  }
  return {
    kind: "outbox",
    describe: `text files in ${options.outboxDir}`,
    async send(message) {
      if (!/^\d{10}$/.test(message.to.replace(/\D/g, "").slice(-10)))
        throw new Error("A text message needs a 10-digit phone number.");
      await mkdir(options.outboxDir, { recursive: true });
      const at = options.now();
      const stamp = at.toISOString().replace(/[:.]/g, "-");
      const file = join(options.outboxDir, `${stamp}-${randomBytes(4).toString("hex")}.sms.txt`);
      const text =
        `Text message (SMS)\n` +
        `To: ${e164(message.to)}\n` +
        `From: ${options.from}\n` +
        `Date: ${at.toISOString()}\n\n` +
        `${message.body}\n`;
      await writeFile(file, text, { mode: 0o600 });
      return { file };
    },
  };
}
