import { getServerEnv } from '#server/config/server-env.ts';
import { ConcurrencyGates } from './concurrency-gates.ts';
import type { RpcRateLimiter } from './create-rate-limit-interceptor.ts';
import { TokenBuckets } from './token-buckets.ts';

/** A refusal is sent after 1 s (never later than its Retry-After): see RpcRateLimiter. */
const REFUSAL_DELAY_MS = 1000;

let processLimiter: RpcRateLimiter | undefined;

/**
 * The process's per-user limits, from RPC_RATE_PER_SECOND / RPC_RATE_BURST /
 * RPC_EXPENSIVE_CONCURRENCY / RPC_EXPENSIVE_QUEUE, built on first use: browser calls and
 * server rendering's calls reach the same api handler, so they count against the same buckets.
 */
export function getProcessRateLimiter(): RpcRateLimiter {
  if (processLimiter) return processLimiter;
  const env = getServerEnv();
  const limiter: RpcRateLimiter = {
    buckets: new TokenBuckets({ perSecond: env.RPC_RATE_PER_SECOND, burst: env.RPC_RATE_BURST }),
    gates: new ConcurrencyGates({
      // PGlite runs one query at a time, so a second running call of the same user only
      // interleaves with (and delays) everyone else's; a server runs them side by side.
      running: env.RPC_EXPENSIVE_CONCURRENCY ?? (env.DATABASE_URL ? 2 : 1),
      waiting: env.RPC_EXPENSIVE_QUEUE,
    }),
    refusalDelayMs: REFUSAL_DELAY_MS,
  };
  processLimiter = limiter;
  return limiter;
}
