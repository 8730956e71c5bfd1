/**
 * Read-your-writes with read replicas (ADR 028): the api answers every write with the primary's
 * WAL position in this response header and in this cookie; a caller that sends it back (header or
 * cookie) reads only from a replica that has replayed that far, else from the primary. The value
 * is a WAL position such as `16/B374D848`, nothing secret: a forged one only moves its sender's
 * own reads to the primary.
 */
export const READ_AFTER_HEADER = 'rfi-read-after';
export const READ_AFTER_COOKIE = 'rfi_read_after';

/** The value of the read-after cookie in a Cookie header, if any. */
export function readAfterFromCookie(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === READ_AFTER_COOKIE) return value.join('=');
  }
  return undefined;
}
