import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

import nodemailer from "nodemailer";

/**
 * Outgoing email (password reset). With SMTP_URL: sent through that server. Without: written
 * as a .eml file to DATA_DIR/outbox, which any mail client opens — the built-in
 * implementation for one machine (ARCHITECTURE: integrations), not a mock.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes when it is not the sender (a form's sender). */
  replyTo?: string;
};

export type SentMail = { messageId: string; file?: string };

export type Mailer = {
  readonly kind: "smtp" | "outbox";
  /** Where mail goes, for the start-up log (no credentials). */
  readonly describe: string;
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
};

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      describe: `SMTP at ${url.protocol}//${url.host}`,
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: info.messageId };
      },
      close() {
        transport.close();
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  return {
    kind: "outbox",
    describe: `files in ${options.outboxDir}`,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(options.outboxDir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return { messageId: info.messageId, file };
    },
    close() {
      transport.close();
    },
  };
}
