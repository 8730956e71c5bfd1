import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { z } from 'zod';

export const mailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  /** When the link in the message stops working, if it has one. */
  expiresAt: z.string().optional(),
});

export type MailMessage = z.infer<typeof mailMessageSchema>;

/** Sends one message; what "send" means depends on the configuration. */
export type Mailer = { send: (message: MailMessage) => Promise<void> };

export const MAILBOX_FILE_NAME = 'mailbox.jsonl';
export const DEFAULT_MAIL_FROM = 'Rate Filing Intelligence <no-reply@ratefiling.invalid>';

/** Sends through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const { to, subject, text } = mailMessageSchema.parse(message);
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/**
 * Without SMTP: writes each message to the server log and appends it, as one JSON line with the
 * time it was sent, to the mailbox file, so that a self-hosted admin can complete a reset.
 */
export function createMailboxMailer(mailboxPath: string, log: Logger): Mailer {
  return {
    async send(message) {
      const parsed = mailMessageSchema.parse(message);
      const line = { sentAt: new Date().toISOString(), ...parsed };
      log.info(
        { mail: line, mailbox: mailboxPath },
        'mail (no SMTP_URL: written to the mailbox file)',
      );
      await mkdir(dirname(mailboxPath), { recursive: true });
      await appendFile(mailboxPath, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    },
  };
}
