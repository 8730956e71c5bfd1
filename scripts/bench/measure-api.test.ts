import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkloadItem } from './api-workloads.ts';
import type { HttpSession } from './http-session.ts';
import { measureApi } from './measure-api.ts';

/** A stub api: a request with `slow` is stopped at the time limit, `broken` fails, others answer. */
function startStub(): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { query } = JSON.parse(body) as { query: string };
      const [status, answer] =
        query === 'slow'
          ? [504, { code: 'deadline_exceeded', message: 'This search took longer than 5 seconds' }]
          : query === 'broken'
            ? [500, { code: 'internal', message: 'boom' }]
            : [200, { results: [] }];
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const item = (group: WorkloadItem['group'], queries: string[]): WorkloadItem => ({
  id: `${group}-item`,
  label: `${group} item`,
  group,
  service: 'SearchService',
  method: 'Search',
  requests: queries.map((query) => ({ query })),
  warmup: [],
});

describe('measureApi', () => {
  let server: Server;
  let session: HttpSession;
  beforeAll(async () => {
    server = await startStub();
    const { port } = server.address() as AddressInfo;
    session = { baseUrl: `http://127.0.0.1:${port}`, cookie: '', token: async () => 't' };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const budget = { iterations: 8, seconds: 10 };

  it('counts a search stopped at its time limit as a sample, and says how many were', async () => {
    const logs: string[] = [];
    const results = await measureApi(
      session,
      [item('search', ['rate', 'slow', 'rate', 'rate'])],
      budget,
      (m) => logs.push(m),
    );
    const measured = results.get('search-item');
    expect(measured?.error).toBeUndefined();
    expect(measured?.api?.n).toBe(8);
    expect(measured?.stopped).toBe(2);
    expect(measured?.stoppedRequests).toEqual(['{"query":"slow"}', '{"query":"slow"}']);
    expect(logs[0]).toMatch(/2 of 8 stopped at the time limit: \{"query":"slow"\}/);
  });

  it('leaves out the count when nothing was stopped', async () => {
    const results = await measureApi(session, [item('search', ['rate'])], budget, () => {});
    expect(results.get('search-item')).toEqual({ api: expect.objectContaining({ n: 8 }) });
  });

  it('still fails an item on any other error, and a time limit outside search', async () => {
    const results = await measureApi(
      session,
      [item('search', ['rate', 'broken']), item('list', ['slow'])],
      budget,
      () => {},
    );
    expect(results.get('search-item')?.error).toMatch(/HTTP 500/);
    expect(results.get('list-item')?.error).toMatch(/stopped at the time limit/);
  });
});
