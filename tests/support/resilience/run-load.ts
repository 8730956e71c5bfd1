import type { ApiSession } from '#tests/support/resilience/api-session.ts';
import {
  type HttpConnection,
  openHttpConnection,
} from '#tests/support/resilience/http-connection.ts';
import { createLatencyBook } from '#tests/support/resilience/load-stats.ts';

type WorkItem = { name: string; path: string; body?: unknown };

/** The mixed read workload: six api calls, the health check and the sign-in page, in turn. */
export const MIXED_READS: WorkItem[] = [
  ['FilingService/ListFilings', { pagination: { page: 1, pageSize: 10 } }],
  ['FilingService/ListWholeFilings', { states: ['TX'] }],
  ['FilingService/GetNumberOfFilings', {}],
  ['SearchService/Search', { query: 'rate increase' }],
  ['AnalyticsService/GetCarrierStats', {}],
  ['FilingService/ListFilingsEndpointMetadata', {}],
]
  .map(([method, body]) => ({
    name: String(method).split('/')[1] ?? '',
    path: `/rpc/ratefiling.v1.${method}`,
    body,
  }))
  .concat([
    { name: 'health', path: '/api/health', body: undefined },
    { name: 'login', path: '/login', body: undefined },
  ]);

function send(connection: HttpConnection, item: WorkItem, session: ApiSession) {
  if (item.body === undefined) return connection.send(item.path);
  return connection.send(item.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'connect-protocol-version': '1',
      authorization: `Bearer ${session.token}`,
    },
    body: JSON.stringify(item.body),
  });
}

export type LoadOptions = {
  baseUrl: string;
  session: ApiSession;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  /** Sampled every 2 s. */
  rssMiB: () => number;
};

/**
 * Opens `connections` keep-alive sockets, then has each send the workload's requests one after
 * another (the items in turn across all of them) until `seconds` are over. Every answer that
 * arrives after the warm-up counts, also one to a request sent during it; a non-200 answer or a
 * failed request is an error.
 */
export async function runLoad(options: LoadOptions) {
  // Connect first, as load generators do: a Node server saturated by busy keep-alive connections
  // accepts new ones only now and then, so sockets opened while others already hammer it would
  // wait in the accept queue and count that wait as latency.
  const connections = Array.from({ length: options.connections }, () =>
    openHttpConnection(options.baseUrl),
  );
  for (const connection of connections) await connection.send('/api/health');
  const book = createLatencyBook();
  const errors: string[] = [];
  const memory: { at: number; rss: number }[] = [];
  let calls = 0;
  let failed = 0;
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  const warmUpEnds = started + options.warmUpSeconds * 1000;
  const sampler = setInterval(
    () => memory.push({ at: (Date.now() - started) / 1000, rss: options.rssMiB() }),
    2000,
  );
  let turn = 0;
  const worker = async (connection: HttpConnection) => {
    try {
      while (Date.now() < deadline) {
        const item = MIXED_READS[turn++ % MIXED_READS.length] as WorkItem;
        const t0 = performance.now();
        let problem: string | undefined;
        try {
          const answer = await send(connection, item, options.session);
          if (answer.status !== 200) problem = `${answer.status} ${item.name}`;
        } catch (error) {
          problem = `${item.name}: ${String(error)}`;
        }
        calls += 1;
        if (problem) {
          failed += 1;
          if (errors.length < 20) errors.push(problem);
        }
        if (Date.now() >= warmUpEnds) book.record(item.name, performance.now() - t0);
      }
    } finally {
      connection.close();
    }
  };
  await Promise.all(connections.map(worker));
  clearInterval(sampler);
  return { book, errors, memory, calls, failed };
}
