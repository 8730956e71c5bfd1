import type { JsonObject } from '@bufbuild/protobuf';
import type { WorkloadItem } from './api-workloads.ts';
import type { BeforeSample } from './data-version-bump.ts';
import { type HttpSession, StoppedAtTimeLimit, timeRpc } from './http-session.ts';
import { rpcPath } from './in-process-caller.ts';
import { summarize } from './percentile.ts';
import type { LatencyStats } from './results-schema.ts';
import { type SampleBudget, wantsMoreSamples } from './sample-budget.ts';

/** `stopped`: samples the server stopped at its time limit (searches only; counted at their time). */
export type ApiLatency = { api?: LatencyStats; stopped?: number; error?: string };

const WARMUP_ROUNDS = 3;

/**
 * A search the server stopped at its time limit is an answer the user waited for (the message
 * says to narrow it, ADR 036): it counts as a sample of the time it took, and is counted apart.
 * Any other call's failure, or any other failure, ends the item.
 */
async function timeSample(
  session: HttpSession,
  item: WorkloadItem,
  path: string,
  body: JsonObject,
  stopped: { count: number },
): Promise<number> {
  try {
    return await timeRpc(session, path, body);
  } catch (error) {
    if (!(error instanceof StoppedAtTimeLimit) || item.group !== 'search') throw error;
    stopped.count++;
    return error.elapsed;
  }
}

async function measureItem(
  session: HttpSession,
  item: WorkloadItem,
  budget: SampleBudget,
  beforeSample: BeforeSample | undefined,
): Promise<{ api: LatencyStats; stopped: number }> {
  const path = rpcPath(item.service, item.method);
  const stopped = { count: 0 };
  const request = (i: number) => item.requests[i % item.requests.length] ?? {};
  const warmup =
    item.warmup ??
    Array.from({ length: WARMUP_ROUNDS * item.requests.length }, (_, i) => request(i));
  for (const warm of warmup) {
    await beforeSample?.();
    await timeSample(session, item, path, warm, { count: 0 });
  }
  const samples: number[] = [];
  const started = performance.now();
  let spentOutside = 0;
  while (wantsMoreSamples(budget, samples.length, performance.now() - started - spentOutside)) {
    const before = performance.now();
    await beforeSample?.();
    spentOutside += performance.now() - before;
    samples.push(await timeSample(session, item, path, request(samples.length), stopped));
  }
  return { api: summarize(samples), stopped: stopped.count };
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
      const { api, stopped } = await measureItem(session, item, budget, beforeSample);
      results.set(item.id, stopped > 0 ? { api, stopped } : { api });
      const note = stopped > 0 ? `, ${stopped} of ${api.n} stopped at the time limit` : '';
      log(`api ${item.label}: p50 ${api.p50} ms, p95 ${api.p95} ms${note}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.set(item.id, { error: `api: ${message}` });
      log(`api ${item.label}: FAILED ${message}`);
    }
  }
  return results;
}
