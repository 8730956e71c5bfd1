import { afterEach, describe, expect, it } from 'vitest';
import { startTestReceiver, type TestReceiver } from '#tests/support/start-test-receiver.ts';
import { askLlmForSql, extractSql } from './ask-llm-for-sql.ts';

describe('extractSql', () => {
  it('takes the SQL out of a code fence and drops the final semicolon', () => {
    expect(extractSql('Here:\n```sql\nselect 1;\n```\nDone.')).toBe('select 1');
    expect(extractSql('```\nselect 2\n```')).toBe('select 2');
    expect(extractSql('  select 3;  ')).toBe('select 3');
  });
});

describe('askLlmForSql', () => {
  let receiver: TestReceiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  const answering = async (status: number, body: string) => {
    receiver = await startTestReceiver((_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    });
    return receiver;
  };
  const completion = (content: string | null) =>
    JSON.stringify({ choices: [{ message: { content } }] });

  it('posts the question with the schema to /chat/completions and returns the SQL', async () => {
    const r = await answering(200, completion('```sql\nselect count(*) from filings;\n```'));
    const sql = await askLlmForSql('how many filings', {
      baseUrl: `${r.origin}/v1/`,
      model: 'test-model',
      apiKey: 'k-1',
    });
    expect(sql).toBe('select count(*) from filings');
    const [request] = r.received;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer k-1');
    const body = JSON.parse(String(request?.body)) as {
      model: string;
      temperature: number;
      messages: { role: string; content: string }[];
    };
    expect(body.model).toBe('test-model');
    expect(body.temperature).toBe(0);
    expect(body.messages[0]?.content).toContain('filings: One row per filing');
    expect(body.messages[1]).toEqual({ role: 'user', content: 'how many filings' });
  });

  it('sends no authorization without a key', async () => {
    const r = await answering(200, completion('select 1'));
    await askLlmForSql('q', { baseUrl: r.origin, model: 'm' });
    expect(r.received[0]?.headers.authorization).toBeUndefined();
  });

  it('gives undefined on an error status, a malformed or empty answer, or no server', async () => {
    const config = (r: TestReceiver) => ({ baseUrl: r.origin, model: 'm' });
    expect(
      await askLlmForSql('q', config(await answering(500, completion('select 1')))),
    ).toBeUndefined();
    await receiver?.close();
    expect(await askLlmForSql('q', config(await answering(200, '{"choices":[]}')))).toBeUndefined();
    await receiver?.close();
    expect(await askLlmForSql('q', config(await answering(200, completion(null))))).toBeUndefined();
    await receiver?.close();
    expect(await askLlmForSql('q', config(await answering(200, 'not json')))).toBeUndefined();
    await receiver?.close();
    receiver = undefined;
    expect(await askLlmForSql('q', { baseUrl: 'http://127.0.0.1:1', model: 'm' })).toBeUndefined();
  });

  it('gives up after the timeout', async () => {
    receiver = await startTestReceiver(() => {
      // never answers
    });
    const started = performance.now();
    expect(
      await askLlmForSql('q', { baseUrl: receiver.origin, model: 'm', timeoutMs: 100 }),
    ).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
