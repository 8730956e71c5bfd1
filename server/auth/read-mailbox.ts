import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { mailMessageSchema } from './mailer.ts';

const mailboxLineSchema = mailMessageSchema.extend({ sentAt: z.string() });

export type MailboxLine = z.infer<typeof mailboxLineSchema>;

/** The messages in a mailbox file, oldest first; none when the file does not exist yet. */
export async function readMailbox(mailboxPath: string): Promise<MailboxLine[]> {
  let text: string;
  try {
    text = await readFile(mailboxPath, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => mailboxLineSchema.parse(JSON.parse(line)));
}
