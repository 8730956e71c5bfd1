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
  /** A one-click unsubscribe link (https): sent as List-Unsubscribe and List-Unsubscribe-Post. */
  listUnsubscribe: z.url({ protocol: /^https?$/ }).optional(),
});

export type MailMessage = z.infer<typeof mailMessageSchema>;

/** One line of the mailbox file: the message, when it was sent, and its extra headers. */
export const mailboxLineSchema = mailMessageSchema.extend({
  sentAt: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type MailboxLine = z.infer<typeof mailboxLineSchema>;

/** Sends one message; what "send" means depends on the configuration. */
export type Mailer = { send: (message: MailMessage) => Promise<void> };

export const MAILBOX_FILE_NAME = 'mailbox.jsonl';
export const DEFAULT_MAIL_FROM = 'Rate Filing Intelligence <no-reply@ratefiling.invalid>';

/**
 * The headers a message carries besides From, To and Subject: with an unsubscribe link, the
 * link as List-Unsubscribe and RFC 8058's List-Unsubscribe-Post, which tells a mail client it
 * may unsubscribe with one POST to that link (no page to open).
 */
export function mailHeaders(message: MailMessage): Record<string, string> {
  if (!message.listUnsubscribe) return {};
  return {
    'List-Unsubscribe': `<${message.listUnsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Sends through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const parsed = mailMessageSchema.parse(message);
      const { to, subject, text } = parsed;
      await transport.sendMail({ from, to, subject, text, headers: mailHeaders(parsed) });
    },
  };
}

/**
 * Without SMTP: writes each message to the server log and appends it, as one JSON line with the
 * time it was sent (and its extra headers, if any), to the mailbox file, so that a self-hosted admin can complete a reset.
 */
export function createMailboxMailer(mailboxPath: string, log: Logger): Mailer {
  return {
    async send(message) {
      const parsed = mailMessageSchema.parse(message);
      const headers = mailHeaders(parsed);
      const line: MailboxLine = {
        sentAt: new Date().toISOString(),
        ...parsed,
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
      };
      log.info(
        { mail: line, mailbox: mailboxPath },
        'mail (no SMTP_URL: written to the mailbox file)',
      );
      await mkdir(dirname(mailboxPath), { recursive: true });
      await appendFile(mailboxPath, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    },
  };
}
