import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { QueryService } from '#gen/ratefiling/v1/query_service_pb.ts';
import { createFilingService } from '#server/services/filing-service.ts';
import { createQueryService } from '#server/services/query-service.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import { recordSummary } from '#tests/support/resilience/summary.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useCustomQueryRunner } from '#tests/support/use-custom-query-runner.ts';

/** Issue 17's custom-query findings (1, 4, 5, 8, 11a), replayed through the api's services. */
const STALLERS = [
  'select g from generate_series(1, 6000) g, generate_series(1, 6000) h where g + h < 0',
  'select g from generate_series(1, 20000) g, generate_series(1, 20000) h where g + h < 0',
  'select count(*) from filings a join filings b on length(a.description) <> length(b.description) join filings c on length(c.description) <> length(b.description)',
  `with ${Array.from({ length: 600 }, (_, i) => `c${i} as (select ${i} as n)`).join(', ')} select count(*) from c599`,
  "select count(*) from filings where repeat(description, 50) ~ '(a|b|c|d|e|\\w)*\\1(x|y)+\\1$'",
];

const targets = listTestTargets();

describe.each(targets)('custom-query abuse on %s', (target) => {
  const fixture = useCustomQueryRunner(
    target,
    { filings: 1_000, seed: 17 },
    { setupTimeoutMs: 300_000 },
  );
  const registrations = () => [
    createQueryService({ getDatabase: async () => fixture.db, runner: fixture.runner }),
    createFilingService({ getDatabase: async () => fixture.db }),
  ];
  const queries = (userId: string) =>
    createClient(QueryService, createTestTransport(registrations(), { userId }));
  const filings = (userId: string) =>
    createClient(FilingService, createTestTransport(registrations(), { userId }));

  it.runIf(target === 'pglite')(
    '17.1 a hostile query ends within 6 s while another user lists filings under 500 ms',
    async () => {
      let held = 0;
      const figures: string[] = [];
      for (const sql of STALLERS) {
        await fixture.runner.prepare(); // a fresh worker, as between two users' runs
        const started = performance.now();
        let done = false;
        const hostile = queries('attacker')
          .customQuery({ query: sql })
          .finally(() => {
            done = true;
          });
        let slowest = 0;
        while (!done) {
          const t = performance.now();
          await filings('analyst').listFilings({ pagination: { page: 1, pageSize: 10 } });
          slowest = Math.max(slowest, performance.now() - t);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const answer = await hostile;
        const took = performance.now() - started;
        const ok = took < 6_000 && slowest < 500 && answer.result?.errorMessage !== '';
        if (ok) held++;
        figures.push(`${Math.round(took)}/${Math.round(slowest)} ms`);
      }
      recordSummary({
        part: '17.1 hostile custom query vs ListFilings (PGlite)',
        cases: STALLERS.length,
        held,
        figures: `query ended / other user's slowest: ${figures.join(', ')}`,
      });
      expect(held).toBe(STALLERS.length);
    },
    300_000,
  );

  it('17.4 one user cannot take the connections: 12 parallel queries, 2 run, others busy', async () => {
    const sql =
      'select count(*) from filings a, filings b where a.rate_impact + b.rate_impact > 1000';
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => queries('greedy').customQuery({ query: sql })),
    );
    const busy = results.filter(
      (r) =>
        r.status === 'rejected' &&
        r.reason instanceof ConnectError &&
        r.reason.code === Code.ResourceExhausted,
    ).length;
    const other = await filings('analyst').listFilings({ pagination: { page: 1, pageSize: 10 } });
    const started = performance.now();
    const cte = await queries('analyst').customQuery({ query: STALLERS[3] ?? '' });
    const cteMs = performance.now() - started;
    const cases = [
      busy >= 10,
      other.filings.length > 0,
      /WITH items/.test(cte.result?.errorMessage ?? ''),
      cteMs < 1_000,
    ];
    recordSummary({
      part: `17.4 connection budget and planning bound (${target})`,
      cases: cases.length,
      held: cases.filter(Boolean).length,
      figures: `${busy} of 12 answered resource_exhausted; 600-CTE query refused in ${Math.round(cteMs)} ms`,
    });
    expect(cases).toEqual([true, true, true, true]);
  }, 120_000);

  it('17.5 results are capped in bytes with a reason', async () => {
    const started = performance.now();
    const answer = await queries('big').customQuery({
      query: "select format('%*s', 50000, 'x') as wide from generate_series(1, 10000)",
    });
    const took = performance.now() - started;
    const bytes = JSON.stringify(answer.result?.rows ?? []).length;
    const result = answer.result;
    const cases = [
      Boolean(result?.truncated) || Boolean(result?.errorMessage),
      bytes <= 21 * 1024 * 1024,
      took < 6_000 || Boolean(result?.errorMessage),
    ];
    recordSummary({
      part: `17.5 byte cap on results (${target})`,
      cases: cases.length,
      held: cases.filter(Boolean).length,
      figures: `${(bytes / 1024 / 1024).toFixed(1)} MB returned in ${Math.round(took)} ms: ${result?.truncatedReason || result?.errorMessage}`,
    });
    expect(cases).toEqual([true, true, true]);
  }, 120_000);

  it('17.8 and 17.11a attribute notation and deep nesting are refused with a message', async () => {
    const refused = [
      'select f.row_to_json from filings f',
      'select (f).record_send from filings f',
      'select f.pg_read_file from filings f',
      `select ${'('.repeat(5000)}1${')'.repeat(5000)}`,
      `select 1${'+1'.repeat(5000)}`,
      `select ${'coalesce('.repeat(100)}1${')'.repeat(100)}`,
    ];
    let held = 0;
    for (const query of refused) {
      const answer = await queries('prober').customQuery({ query });
      const message = answer.result?.errorMessage ?? '';
      if (message && !message.includes('[object Object]') && answer.result?.rows.length === 0)
        held++;
    }
    recordSummary({
      part: `17.8/17.11a attribute notation and nesting (${target})`,
      cases: refused.length,
      held,
    });
    expect(held).toBe(refused.length);
  }, 120_000);
});
