import { Agent, request } from 'node:http';

export type HttpAnswer = { status: number; body: Buffer };

export type HttpConnection = {
  send: (
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ) => Promise<HttpAnswer>;
  close: () => void;
};

/**
 * One keep-alive HTTP/1.1 connection to `baseUrl` (an agent with a single socket): requests go
 * out one after another on it, as one client of a load test would send them. (Node's fetch shares
 * a pool among all callers and may queue a request behind others on one socket, which then counts
 * as server latency.)
 */
export function openHttpConnection(baseUrl: string): HttpConnection {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const origin = new URL(baseUrl);
  return {
    send: (path, init = {}) =>
      new Promise((resolve, reject) => {
        const outgoing = request(
          {
            host: origin.hostname,
            port: origin.port,
            path,
            method: init.method ?? 'GET',
            headers: {
              ...init.headers,
              ...(init.body === undefined
                ? {}
                : { 'content-length': Buffer.byteLength(init.body) }),
            },
            agent,
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () =>
              resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks) }),
            );
            incoming.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(init.body);
      }),
    close: () => agent.destroy(),
  };
}
