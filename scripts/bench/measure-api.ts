import type { JsonObject } from '@bufbuild/protobuf';
import type { WorkloadItem } from './api-workloads.ts';
import type { BeforeSample } from './data-version-bump.ts';
import { type HttpSession, StoppedAtTimeLimit, timeRpc } from './http-session.ts';
import { rpcPath } from './in-process-caller.ts';
import { summarize } from './percentile.ts';
import type { LatencyStats } from './results-schema.ts';
import { type SampleBudget, wantsMoreSamples } from './sample-budget.ts';

/**
 * `stopped`: samples the server stopped at its time limit (searches only; counted at their time);
 * `stoppedRequests`: the first of those requests, as JSON, to say which ones they were.
 */
export type ApiLatency = {
  api?: LatencyStats;
  stopped?: number;
  stoppedRequests?: string[];
  error?: string;
};

const WARMUP_ROUNDS = 3;
/** Stopped requests kept for the results, at most. */
const STOPPED_REQUESTS_KEPT = 5;

/** The measured samples that were stopped at the time limit, and which requests they were. */
type Stopped = { count: number; requests: string[] };

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
  stopped: Stopped,
): Promise<number> {
  try {
    return await timeRpc(session, path, body);
  } catch (error) {
    if (!(error instanceof StoppedAtTimeLimit) || item.group !== 'search') throw error;
    stopped.count++;
    if (stopped.requests.length < STOPPED_REQUESTS_KEPT)
      stopped.requests.push(JSON.stringify(body));
    return error.elapsed;
  }
}

async function measureItem(
  session: HttpSession,
  item: WorkloadItem,
  budget: SampleBudget,
  beforeSample: BeforeSample | undefined,
): Promise<{ api: LatencyStats; stopped: Stopped }> {
  const path = rpcPath(item.service, item.method);
  const stopped: Stopped = { count: 0, requests: [] };
  const request = (i: number) => item.requests[i % item.requests.length] ?? {};
  const warmup =
    item.warmup ??
    Array.from({ length: WARMUP_ROUNDS * item.requests.length }, (_, i) => request(i));
  for (const warm of warmup) {
    await beforeSample?.();
    await timeSample(session, item, path, warm, { count: 0, requests: [] });
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
  return { api: summarize(samples), stopped };
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
      const { count, requests } = stopped;
      results.set(
        item.id,
        count > 0 ? { api, stopped: count, stoppedRequests: requests } : { api },
      );
      const note =
        count > 0 ? `, ${count} of ${api.n} stopped at the time limit: ${requests.join(' ')}` : '';
      log(`api ${item.label}: p50 ${api.p50} ms, p95 ${api.p95} ms${note}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.set(item.id, { error: `api: ${message}` });
      log(`api ${item.label}: FAILED ${message}`);
    }
  }
  return results;
}
