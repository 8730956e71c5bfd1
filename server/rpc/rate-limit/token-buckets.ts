export type BucketSettings = {
  /** Tokens added per second: the sustained rate of calls. 0 turns the limit off. */
  perSecond: number;
  /** The bucket's size: how many calls may come at once after a quiet spell. */
  burst: number;
};

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

type Bucket = { tokens: number; at: number };

/** Above this many keys, buckets that have refilled completely are dropped (they equal new ones). */
const SWEEP_ABOVE = 10_000;

/**
 * One token bucket per key (user id): a call takes a token; tokens come back at `perSecond` up to
 * `burst`. Kept in this process's memory (docs/decisions/011-per-user-api-limits.md).
 */
export class TokenBuckets {
  readonly #settings: BucketSettings;
  readonly #buckets = new Map<string, Bucket>();

  constructor(settings: BucketSettings) {
    this.#settings = settings;
  }

  get size(): number {
    return this.#buckets.size;
  }

  #refilled(bucket: Bucket, now: number): number {
    const { perSecond, burst } = this.#settings;
    return Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
  }

  /** Takes one token for `key` at time `now` (ms), or says how long until one is back. */
  take(key: string, now = Date.now()): TakeResult {
    const { perSecond, burst } = this.#settings;
    if (perSecond <= 0) return { ok: true };
    const bucket = this.#buckets.get(key);
    const tokens = bucket ? this.#refilled(bucket, now) : burst;
    if (tokens < 1) {
      if (bucket) Object.assign(bucket, { tokens, at: now });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perSecond)) };
    }
    if (bucket) Object.assign(bucket, { tokens: tokens - 1, at: now });
    else {
      if (this.#buckets.size >= SWEEP_ABOVE) this.#sweep(now);
      this.#buckets.set(key, { tokens: tokens - 1, at: now });
    }
    return { ok: true };
  }

  #sweep(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      if (this.#refilled(bucket, now) >= this.#settings.burst) this.#buckets.delete(key);
    }
  }
}
