import { z } from 'zod';

/**
 * Which forwarded headers (X-Forwarded-For, -Proto, -Host) the server believes, as srvx's
 * `trustProxy` option: `false` (the socket address is the client; forged headers change nothing),
 * `true` (every hop is a proxy we run), `'loopback'` (a proxy on this host) or a list of proxy
 * addresses / CIDR ranges.
 */
export type TrustProxySetting = boolean | 'loopback' | string[];

const addressSchema = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** Parses TRUST_PROXY: false|0 (default), true|1, loopback, or comma-separated addresses/CIDRs. */
export const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): TrustProxySetting => {
    const text = value.trim().toLowerCase();
    if (text === 'false' || text === '0') return false;
    if (text === 'true' || text === '1') return true;
    if (text === 'loopback') return 'loopback';
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.find((entry) => !addressSchema.safeParse(entry).success);
    if (entries.length === 0 || bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: 'Expected false, true, loopback or comma-separated proxy addresses / CIDR ranges',
      });
      return z.NEVER;
    }
    return entries;
  });
