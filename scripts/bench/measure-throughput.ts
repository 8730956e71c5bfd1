import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { z } from 'zod';
import type { WorkloadItem } from './api-workloads.ts';
import { type HttpSession, rpcHeaders } from './http-session.ts';
import { rpcPath } from './in-process-caller.ts';
import type { ThroughputRow } from './results-schema.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const AUTOCANNON = join(ROOT, 'node_modules/autocannon/autocannon.js');

/** The part of autocannon's --json result the report uses. */
const autocannonResultSchema = z.object({
  requests: z.object({ average: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
});

export const THROUGHPUT_CONNECTIONS = [16, 64] as const;

/** Runs autocannon (its CLI, in a child process) and parses its --json output. */
function runAutocannon(args: string[]): Promise<z.infer<typeof autocannonResultSchema>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [AUTOCANNON, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${stderr.slice(-500)}`));
      try {
        resolve(autocannonResultSchema.parse(JSON.parse(stdout)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** A call measured under load: `id` names its rows (`<id>-<connections>`). */
export type ThroughputTarget = { id: string; item: WorkloadItem };

async function measureOne(
  session: HttpSession,
  { id, item }: ThroughputTarget,
  connections: number,
  seconds: number,
): Promise<ThroughputRow> {
  const base = {
    id: `${id}-${connections}`,
    label: item.label,
    connections,
    durationSeconds: seconds,
  };
  const headers = Object.entries(rpcHeaders(await session.token())).flatMap(([k, v]) => [
    '-H',
    `${k}=${v}`,
  ]);
  const args = ['--json', '-c', String(connections), '-d', String(seconds), '-m', 'POST'];
  const body = JSON.stringify(item.requests[0] ?? {});
  const url = `${session.baseUrl}${rpcPath(item.service, item.method)}`;
  try {
    const result = await runAutocannon([...args, ...headers, '-b', body, url]);
    return {
      ...base,
      requestsPerSecond: result.requests.average,
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  } catch (error) {
    return { ...base, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Requests per second of each item at 16 and 64 concurrent connections. */
export async function measureThroughput(
  session: HttpSession,
  targets: readonly ThroughputTarget[],
  seconds: number,
  log: (message: string) => void,
): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  for (const target of targets) {
    const { item } = target;
    for (const connections of THROUGHPUT_CONNECTIONS) {
      const row = await measureOne(session, target, connections, seconds);
      rows.push(row);
      log(
        row.error
          ? `throughput ${item.label} x${connections}: FAILED ${row.error}`
          : `throughput ${item.label} x${connections}: ${Math.round(row.requestsPerSecond ?? 0)} requests/s`,
      );
    }
  }
  return rows;
}
