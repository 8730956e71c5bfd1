import { Code, type Interceptor } from '@connectrpc/connect';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { describeProcedure } from '#server/rpc/describe-procedure.ts';
import { userIdContextKey } from '#server/rpc/user-id-context-key.ts';
import { type ConcurrencyGates, GateFullError } from './concurrency-gates.ts';
import { isExpensiveProcedure } from './expensive-procedures.ts';
import type { TokenBuckets } from './token-buckets.ts';

export type RpcRateLimiter = {
  buckets: TokenBuckets;
  gates: ConcurrencyGates;
  /**
   * How long a refusal waits before it is sent (at most until Retry-After). A client that ignores
   * Retry-After and re-sends on the same connection at once is slowed to one refusal per second per
   * connection, instead of costing the process a request per millisecond.
   */
  refusalDelayMs?: number;
};

/** Seconds a caller refused by the concurrency gate is asked to wait. */
const GATE_RETRY_AFTER_SECONDS = 1;

/** Waits `ms`, or less when the client leaves first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

function tooMany(message: string, retryAfterSeconds: number) {
  return createRpcError(
    Code.ResourceExhausted,
    message,
    { reason: 'RATE_LIMITED' },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/**
 * Per-user limits, after authentication: every call takes a token from the caller's bucket
 * (refused with `resource_exhausted`, HTTP 429, and Retry-After when it is empty), and an
 * expensive call (expensive-procedures.ts) waits for one of the caller's few running slots, or is
 * refused when too many already wait. Calls without a signed-in user are not limited here (the
 * auth interceptor refuses them first).
 */
export function createRateLimitInterceptor(limiter: RpcRateLimiter): Interceptor {
  return (next) => async (request) => {
    const userId = request.contextValues.get(userIdContextKey);
    if (!userId) return next(request);
    const taken = limiter.buckets.take(userId);
    if (!taken.ok) {
      await pause(
        Math.min(limiter.refusalDelayMs ?? 0, taken.retryAfterSeconds * 1000),
        request.signal,
      );
      throw tooMany(
        `Too many requests: wait ${taken.retryAfterSeconds} s and try again.`,
        taken.retryAfterSeconds,
      );
    }
    if (!isExpensiveProcedure(describeProcedure(request.service, request.method))) {
      return next(request);
    }
    let release: () => void;
    try {
      release = await limiter.gates.enter(userId, request.signal);
    } catch (error) {
      if (error instanceof GateFullError) {
        await pause(
          Math.min(limiter.refusalDelayMs ?? 0, GATE_RETRY_AFTER_SECONDS * 1000),
          request.signal,
        );
        throw tooMany(
          'Too many searches or reports at once: wait for the running ones to finish.',
          GATE_RETRY_AFTER_SECONDS,
        );
      }
      throw error;
    }
    try {
      return await next(request);
    } finally {
      release();
    }
  };
}
