import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { ColumnType, QueryService } from '#gen/ratefiling/v1/query_service_pb.ts';
import type { LlmConfig } from '#server/domain/llm/complete-chat.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useCustomQueryRunner } from '#tests/support/use-custom-query-runner.ts';
import { createQueryService } from './query-service.ts';

/** A tiny OpenAI-compatible endpoint on 127.0.0.1 answering with a fixed completion. */
function startFakeLlm(
  answer: () => string,
): Promise<{ server: Server; url: string; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      calls.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''} ${body}`);
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer() } }] }),
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/v1`, calls });
    });
  });
}

describe.each(listTestTargets())('QueryService on %s', (target) => {
  const fixture = useCustomQueryRunner(target, { filings: 80, seed: 7 });
  let llm: LlmConfig | undefined;
  const client = () =>
    createClient(
      QueryService,
      createTestTransport(
        [
          createQueryService({
            getDatabase: async () => fixture.db,
            getLlmConfig: () => llm,
            runner: fixture.runner,
          }),
        ],
        { userId: 'user-1' },
      ),
    );

  it('answers the schema with described columns', async () => {
    const { tables } = await client().getCustomQuerySchema({});
    const filings = tables.find((t) => t.name === 'filings');
    const rate = filings?.columns.find((c) => c.name === 'rate_impact');
    expect(rate).toMatchObject({ type: ColumnType.NUMBER, rawType: 'double precision' });
    expect(rate?.description).toMatch(/percent/);
  });

  it('runs a query and reports a failure in error_message, not as an rpc error', async () => {
    const ok = await client().customQuery({ query: 'select count(*) as n from filings' });
    expect(ok.result?.rows).toEqual([{ n: 80 }]);
    expect(ok.result?.columns[0]).toMatchObject({ name: 'n', type: ColumnType.NUMBER });
    const bad = await client().customQuery({ query: 'delete from filings' });
    expect(bad.result?.errorMessage).toMatch(/Only SELECT/);
  });

  it('refuses an empty query and callers without a user', async () => {
    await expect(client().customQuery({ query: '  ' })).rejects.toMatchObject({
      code: Code.InvalidArgument,
    });
    const anonymous = createClient(
      QueryService,
      createTestTransport([
        createQueryService({ getDatabase: async () => fixture.db, getLlmConfig: () => undefined }),
      ]),
    );
    const error = await anonymous.customQuery({ query: 'select 1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectError);
    expect((error as ConnectError).code).toBe(Code.Unauthenticated);
  });

  it('translates offline and explains what it could not place', async () => {
    llm = undefined;
    const answer = await client().translateQuery({ text: 'number of filings by state' });
    expect(answer.sqlQuery).toMatch(/group by/);
    expect(answer.data?.rows.length).toBeGreaterThan(0);
    const failed = await client().translateQuery({ text: 'florp the zibbles' });
    expect(failed.sqlQuery).toBe('');
    expect(failed.failReason).toMatch(/"florp", "zibbles"/);
    expect(failed.failReason).toMatch(/Try a phrasing/);
    expect(failed.interpretation).toBe('');
  });

  it('returns the interpretation, the ignored words, a confidence and a warning', async () => {
    llm = undefined;
    const clear = await client().translateQuery({ text: 'number of filings by state in 2024' });
    expect(clear.interpretation).toBe(
      'Number of filings · filings effective in 2024 · by state · date basis: effective date',
    );
    expect(clear.ignoredWords).toEqual([]);
    expect(clear.confidence).toBe(1);
    expect(clear.warning).toBe('');
    const loose = await client().translateQuery({ text: 'number of filings by state, roughly' });
    expect(loose.sqlQuery).toMatch(/group by/);
    expect(loose.ignoredWords).toEqual(['roughly']);
    expect(loose.confidence).toBeLessThan(1);
    expect(loose.warning).toMatch(/ignored "roughly"/);
  });

  it('asks a configured model first and checks its SQL, falling back to the parser', async () => {
    let content = '```sql\nselect count(*) as total from filings;\n```';
    const fake = await startFakeLlm(() => content);
    try {
      llm = { baseUrl: fake.url, model: 'tiny', apiKey: 'k-1', timeoutMs: 2_000 };
      const fromModel = await client().translateQuery({ text: 'how many filings' });
      expect(fromModel.sqlQuery).toBe('select count(*) as total from filings');
      expect(fromModel.data?.rows).toEqual([{ total: 80 }]);
      expect(fake.calls[0]).toMatch(/^POST \/v1\/chat\/completions Bearer k-1 /);
      expect(fake.calls[0]).toMatch(/"model":"tiny"/);
      expect(fromModel.interpretation).toBe('SQL written by the language model · reads filings');
      expect(fromModel.warning).toMatch(/language model/);
      expect(fromModel.confidence).toBeUndefined();
      content = 'drop table filings';
      const refused = await client().translateQuery({ text: 'how many filings' });
      expect(refused.sqlQuery).toMatch(/^select count\(\*\) as filings/);
      expect(refused.data?.rows).toEqual([{ filings: 80 }]);
    } finally {
      llm = undefined;
      fake.server.close();
    }
  });

  it('falls back to the parser when the model is unreachable', async () => {
    llm = { baseUrl: 'http://127.0.0.1:9/v1', model: 'none', timeoutMs: 500 };
    const answer = await client().translateQuery({ text: 'how many filings' });
    llm = undefined;
    expect(answer.data?.rows).toEqual([{ filings: 80 }]);
  });
});
