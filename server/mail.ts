import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "./config";
import type { Logger } from "./logger";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a notification's List-Unsubscribe); the outbox keeps them under `headers`. */
  headers?: Record<string, string>;
};
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as JSON to DATA_DIR/mail and logged,
 * so links work on a machine with no mail server.
 */
export function createMailer(config: Config, log: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: config.mailFrom, ...message });
        log.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  const outbox = path.join(config.dataDir, "mail");
  return {
    send: async (message) => {
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.json`,
      );
      // Written beside the outbox, then moved in: whoever reads the outbox never sees half a message.
      const partial = path.join(config.dataDir, `.${path.basename(file)}.partial`);
      await fs.writeFile(
        partial,
        JSON.stringify({ from: config.mailFrom, ...message, date: new Date() }, null, 2),
      );
      await fs.rename(partial, file);
      log.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        "mail written to the outbox",
      );
    },
  };
}
