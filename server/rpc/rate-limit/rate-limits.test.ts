import { Code, ConnectError, type Interceptor } from '@connectrpc/connect';
import { errorFromJson } from '@connectrpc/connect/protocol-connect';
import { describe, expect, it } from 'vitest';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { SearchService } from '#gen/ratefiling/v1/search_service_pb.ts';
import { createLogger } from '#server/logging/logger.ts';
import { createRpcFetchHandler } from '#server/rpc/create-rpc-fetch-handler.ts';
import { defineRpcService } from '#server/rpc/define-rpc-service.ts';
import { userIdContextKey } from '#server/rpc/user-id-context-key.ts';
import { ConcurrencyGates, GateFullError } from './concurrency-gates.ts';
import { isExpensiveProcedure } from './expensive-procedures.ts';
import { TokenBuckets } from './token-buckets.ts';

describe('TokenBuckets', () => {
  it('lets a burst through, refuses the next call with a wait, and refills over time', () => {
    const buckets = new TokenBuckets({ perSecond: 2, burst: 3 });
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect(buckets.take('a', t0).ok).toBe(true);
    expect(buckets.take('a', t0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(buckets.take('b', t0).ok).toBe(true);
    expect(buckets.take('a', t0 + 400).ok).toBe(false);
    expect(buckets.take('a', t0 + 600).ok).toBe(true);
    expect(buckets.take('a', t0 + 600).ok).toBe(false);
    for (let i = 0; i < 3; i++) expect(buckets.take('a', t0 + 60_000).ok).toBe(true);
    expect(buckets.take('a', t0 + 60_000).ok).toBe(false);
  });

  it('asks for a longer wait when the rate is slow, and is off at 0 per second', () => {
    const slow = new TokenBuckets({ perSecond: 0.25, burst: 1 });
    expect(slow.take('a', 0).ok).toBe(true);
    expect(slow.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 4 });
    const off = new TokenBuckets({ perSecond: 0, burst: 1 });
    for (let i = 0; i < 100; i++) expect(off.take('a', 0).ok).toBe(true);
  });
});

describe('ConcurrencyGates', () => {
  it('runs at most `running` per key, queues `waiting` in order, refuses the rest', async () => {
    const gates = new ConcurrencyGates({ running: 2, waiting: 2 });
    const first = await gates.enter('a');
    const second = await gates.enter('a');
    const order: number[] = [];
    const third = gates.enter('a').then((release) => {
      order.push(3);
      return release;
    });
    const fourth = gates.enter('a').then((release) => {
      order.push(4);
      return release;
    });
    await expect(gates.enter('a')).rejects.toBeInstanceOf(GateFullError);
    const other = await gates.enter('b');
    expect(gates.load('a')).toEqual({ running: 2, waiting: 2 });
    first();
    first();
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual([3, 4]);
    expect(gates.load('a')).toEqual({ running: 0, waiting: 0 });
    other();
  });

  it('drops a waiter whose caller gave up', async () => {
    const gates = new ConcurrencyGates({ running: 1, waiting: 1 });
    const release = await gates.enter('a');
    const abort = new AbortController();
    const waiting = gates.enter('a', abort.signal);
    abort.abort(new Error('client left'));
    await expect(waiting).rejects.toThrow('client left');
    expect(gates.load('a')).toEqual({ running: 1, waiting: 0 });
    release();
    expect(gates.load('a')).toEqual({ running: 0, waiting: 0 });
  });
});

describe('isExpensiveProcedure', () => {
  it('names search and aggregates, not list or lookup calls', () => {
    expect(isExpensiveProcedure('ratefiling.v1.SearchService/Search')).toBe(true);
    expect(isExpensiveProcedure('ratefiling.v1.AnalyticsService/GetCarrierStats')).toBe(true);
    expect(isExpensiveProcedure('ratefiling.v1.FilingService/ListFilings')).toBe(false);
    expect(isExpensiveProcedure('ratefiling.v1.FilingService/FilingExists')).toBe(false);
  });
});

/** Whoever the x-test-user header names is the caller (the real one verifies a token). */
const headerAuth: Interceptor = (next) => (request) => {
  request.contextValues.set(userIdContextKey, request.header.get('x-test-user') ?? '');
  return next(request);
};

function createApi(settings: {
  perSecond: number;
  burst: number;
  running: number;
  waiting: number;
  refusalDelayMs?: number;
}) {
  let running = 0;
  let mostRunning = 0;
  let open: () => void = () => undefined;
  let opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const search = defineRpcService(SearchService, {
    async search() {
      running++;
      mostRunning = Math.max(mostRunning, running);
      await opened;
      running--;
      return {};
    },
  });
  const filings = defineRpcService(FilingService, {
    async filingExists() {
      return { exists: true };
    },
  });
  const handle = createRpcFetchHandler([search, filings], {
    authInterceptor: headerAuth,
    rateLimiter: {
      buckets: new TokenBuckets(settings),
      gates: new ConcurrencyGates(settings),
      refusalDelayMs: settings.refusalDelayMs,
    },
    logger: createLogger({ level: 'silent' }),
  });
  const call = (user: string, path: string) =>
    handle(
      new Request(`http://localhost/rpc/ratefiling.v1.${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Connect-Protocol-Version': '1',
          'x-test-user': user,
        },
        body: '{}',
      }),
    );
  return {
    call,
    mostRunning: () => mostRunning,
    finishSearches: () => {
      open();
      opened = Promise.resolve();
    },
  };
}

async function connectError(response: Response): Promise<ConnectError> {
  return errorFromJson(await response.json(), response.headers, new ConnectError('', Code.Unknown));
}

describe('the rate limit interceptor over HTTP', () => {
  it('answers 429 resource_exhausted with Retry-After when the bucket is empty', async () => {
    const api = createApi({ perSecond: 1, burst: 3, running: 2, waiting: 2 });
    for (let i = 0; i < 3; i++)
      expect((await api.call('a', 'FilingService/FilingExists')).status).toBe(200);
    const refused = await api.call('a', 'FilingService/FilingExists');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await connectError(refused)).code).toBe(Code.ResourceExhausted);
    expect((await api.call('b', 'FilingService/FilingExists')).status).toBe(200);
  });

  it('sends a refusal only after the refusal delay, so a client ignoring Retry-After is slowed', async () => {
    const api = createApi({ perSecond: 1, burst: 1, running: 2, waiting: 2, refusalDelayMs: 300 });
    expect((await api.call('a', 'FilingService/FilingExists')).status).toBe(200);
    const startedAt = performance.now();
    expect((await api.call('a', 'FilingService/FilingExists')).status).toBe(429);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(280);
  });

  it("40 concurrent searches of one user: 2 run, 16 wait, 22 refused; another user's call goes through", async () => {
    const api = createApi({ perSecond: 100, burst: 100, running: 2, waiting: 16 });
    const searches = Array.from({ length: 40 }, () => api.call('a', 'SearchService/Search'));
    const startedAt = performance.now();
    const other = await api.call('b', 'FilingService/FilingExists');
    expect(other.status).toBe(200);
    expect(performance.now() - startedAt).toBeLessThan(500);
    const mine = await api.call('a', 'FilingService/FilingExists');
    expect(mine.status).toBe(200);
    api.finishSearches();
    const statuses = (await Promise.all(searches)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(18);
    expect(statuses.filter((s) => s === 429)).toHaveLength(22);
    expect(api.mostRunning()).toBe(2);
    expect((await api.call('a', 'SearchService/Search')).status).toBe(200);
  });
});
