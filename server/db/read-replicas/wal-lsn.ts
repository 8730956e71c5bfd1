import { z } from 'zod';

/** A WAL position as PostgreSQL prints it (`pg_lsn`): two hexadecimal halves, `16/B374D848`. */
export const walLsnTextSchema = z.string().regex(/^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i);

/** A WAL position as one number, so that positions compare with `<` and `>=`. */
export type WalLsn = bigint;

/** `16/B374D848` as a number; undefined for anything else (a forged or damaged marker). */
export function parseWalLsn(text: unknown): WalLsn | undefined {
  const parsed = walLsnTextSchema.safeParse(text);
  if (!parsed.success) return undefined;
  const [high = '0', low = '0'] = parsed.data.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/** The number back in PostgreSQL's form (upper-case hexadecimal). */
export function formatWalLsn(lsn: WalLsn): string {
  const high = (lsn >> 32n).toString(16).toUpperCase();
  const low = (lsn & 0xffffffffn).toString(16).toUpperCase();
  return `${high}/${low}`;
}
