import type { WalLsn } from './wal-lsn.ts';

/** The primary's flushed WAL position, read at `at` (ms since the epoch, before the read). */
export type PrimarySample = { at: number; lsn: WalLsn };

/**
 * The latest moment the replica is known to have been caught up with: the newest sample of the
 * primary's position that the replica has replayed. A sample is taken before the replica is
 * asked, so everything the primary had flushed at `at` is on the replica. `previous` is kept when
 * no sample qualifies (a replica that fell behind every sample kept).
 */
export function caughtUpAt(
  samples: readonly PrimarySample[],
  replayed: WalLsn,
  previous: number | undefined,
): number | undefined {
  let latest = previous;
  for (const sample of samples) {
    if (sample.lsn <= replayed && (latest === undefined || sample.at > latest)) latest = sample.at;
  }
  return latest;
}

/** Keeps the samples of the last `windowMs` (and at least the newest one). */
export function keepRecentSamples(
  samples: readonly PrimarySample[],
  now: number,
  windowMs: number,
): PrimarySample[] {
  const recent = samples.filter((sample) => now - sample.at <= windowMs);
  const newest = samples.at(-1);
  return recent.length > 0 || !newest ? recent : [newest];
}
