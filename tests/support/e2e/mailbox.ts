import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

type Mail = { to: string; subject: string; text: string; sentAt: string };

/**
 * The messages the app wrote to DATA_DIR/mailbox.jsonl (no SMTP_URL in tests): the suite's app's,
 * or the app's of `dataDir`.
 */
export async function readMailbox(dataDir: string = inject('dataDir')): Promise<Mail[]> {
  try {
    const text = await readFile(join(dataDir, 'mailbox.jsonl'), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Mail);
  } catch {
    return [];
  }
}

/**
 * Waits for the newest message to `to` sent after `since`, and returns its first link (from the
 * suite's app, or the app of `dataDir`).
 */
export async function waitForLink(to: string, since: number, dataDir?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = (await readMailbox(dataDir)).findLast(
      (message) => message.to === to && Date.parse(message.sentAt) >= since,
    );
    const link = mail ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail with a link to ${to}`);
}
