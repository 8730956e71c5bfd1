import type { WorkloadItem } from './api-workloads.ts';
import type { BeforeSample } from './data-version-bump.ts';
import { type HttpSession, timeRpc } from './http-session.ts';
import { rpcPath } from './in-process-caller.ts';
import { summarize } from './percentile.ts';
import type { LatencyStats } from './results-schema.ts';
import { type SampleBudget, wantsMoreSamples } from './sample-budget.ts';

export type ApiLatency = { api?: LatencyStats; error?: string };

const WARMUP_ROUNDS = 3;

async function measureItem(
  session: HttpSession,
  item: WorkloadItem,
  budget: SampleBudget,
  beforeSample: BeforeSample | undefined,
): Promise<LatencyStats> {
  const path = rpcPath(item.service, item.method);
  const request = (i: number) => item.requests[i % item.requests.length] ?? {};
  const warmup =
    item.warmup ??
    Array.from({ length: WARMUP_ROUNDS * item.requests.length }, (_, i) => request(i));
  for (const warm of warmup) {
    await beforeSample?.();
    await timeRpc(session, path, warm);
  }
  const samples: number[] = [];
  const started = performance.now();
  let spentOutside = 0;
  while (wantsMoreSamples(budget, samples.length, performance.now() - started - spentOutside)) {
    const before = performance.now();
    await beforeSample?.();
    spentOutside += performance.now() - before;
    samples.push(await timeRpc(session, path, request(samples.length)));
  }
  return summarize(samples);
}

/**
 * Latency of each api call over HTTP, one request at a time (keep-alive), after a few warm-up
 * rounds; the item's requests are used in turn, within the sample budget.
 */
export async function measureApi(
  session: HttpSession,
  items: readonly WorkloadItem[],
  budget: SampleBudget,
  log: (message: string) => void,
  beforeSample?: BeforeSample,
): Promise<Map<string, ApiLatency>> {
  const results = new Map<string, ApiLatency>();
  for (const item of items) {
    try {
      const api = await measureItem(session, item, budget, beforeSample);
      results.set(item.id, { api });
      log(`api ${item.label}: p50 ${api.p50} ms, p95 ${api.p95} ms`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.set(item.id, { error: `api: ${message}` });
      log(`api ${item.label}: FAILED ${message}`);
    }
  }
  return results;
}
