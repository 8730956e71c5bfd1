import { createServer, type Socket } from 'node:net';

/**
 * A message the stub accepted: the envelope, the Subject header, every header (unfolded, by its
 * name in lower case) and the decoded text.
 */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
};

export type SmtpStub = {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** Every message accepted so far, in order. */
  received: ReceivedMail[];
  close: () => Promise<void>;
};

/** Quoted-printable to text (nodemailer encodes long or non-ASCII bodies so). */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMessage(data: string): Omit<ReceivedMail, 'from' | 'to'> {
  const unstuffed = data.replace(/^\.\./gm, '.');
  const split = unstuffed.search(/\r?\n\r?\n/);
  const head = split < 0 ? unstuffed : unstuffed.slice(0, split);
  const body = split < 0 ? '' : unstuffed.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  const byName: Record<string, string> = {};
  for (const line of headers.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) byName[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  return { subject, headers: byName, text: text.replace(/\r\n/g, '\n').trimEnd() };
}

/**
 * A local SMTP server for tests (plain ESMTP on 127.0.0.1, no TLS, no auth) that accepts every
 * message and keeps it: what the app sends through SMTP_URL, from any number of processes.
 */
export function startSmtpStub(): Promise<SmtpStub> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 smtp-stub ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push({ ...envelope, ...parseMessage(buffer.slice(0, end)) });
          buffer = buffer.slice(end + 5);
          inData = false;
          envelope = { from: '', to: [] };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-smtp-stub\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 smtp-stub');
        else if (verb === 'MAIL') {
          envelope.from = /<(.*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else reply('250 ok');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
