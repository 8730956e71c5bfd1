import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { startTestReceiver, type TestReceiver } from '#tests/support/start-test-receiver.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import type { QueryRunResult } from './query-result.ts';
import { translateQuestion } from './translate-question.ts';

describe('translateQuestion', () => {
  const fixture = useTestDatabase('pglite', async (db) => {
    await insertFiling(db, { state: 'TX', carrier: 'Allied Shield Insurance Group' });
    await insertFiling(db, { state: 'OK' });
  });
  let llmAnswer = '';
  let llm: TestReceiver;
  beforeAll(async () => {
    llm = await startTestReceiver((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { content: llmAnswer } }] }));
    });
  });
  afterAll(async () => {
    await llm?.close();
  });
  const withLlm = () => ({ llm: { baseUrl: llm.origin, model: 'm' } });

  it('answers with the offline parser when no model is configured, and runs its SQL', async () => {
    const translation = await translateQuestion(fixture.db, 'how many filings in TX');
    expect(translation.source).toBe('parser');
    expect(translation.sql).toContain("where f.state = 'TX'");
    expect(translation.data?.rows).toEqual([{ filings: 1 }]);
    expect(translation.failReason).toBe('');
  });

  it('knows the names in the data (the vocabulary is read from the database)', async () => {
    const translation = await translateQuestion(fixture.db, 'filings of allied shield');
    expect(translation.sql).toContain("f.carrier = 'Allied Shield Insurance Group'");
  });

  it('takes the model SQL when it is safe and runs without error', async () => {
    llmAnswer = '```sql\nselect state from filings order by state;\n```';
    const translation = await translateQuestion(fixture.db, 'which states', withLlm());
    expect(translation).toMatchObject({
      source: 'llm',
      sql: 'select state from filings order by state',
      data: { rows: [{ state: 'OK' }, { state: 'TX' }] },
    });
  });

  it('falls back to the parser when the model SQL is unsafe or fails', async () => {
    const ran: string[] = [];
    const run = async (sql: string): Promise<QueryRunResult> => {
      ran.push(sql);
      return {
        columns: [],
        rows: [],
        errorMessage: sql.includes('no_such_column') ? 'column does not exist' : '',
        errorPosition: 0,
        truncated: false,
        truncatedReason: '',
        durationMs: 1,
      };
    };
    llmAnswer = 'delete from filings';
    expect(
      (await translateQuestion(fixture.db, 'how many filings', { ...withLlm(), run })).source,
    ).toBe('parser');
    expect(ran).toHaveLength(1);
    llmAnswer = 'select no_such_column from filings';
    const translation = await translateQuestion(fixture.db, 'how many filings', {
      ...withLlm(),
      run,
    });
    expect(translation.source).toBe('parser');
    expect(ran.slice(1)).toEqual(['select no_such_column from filings', translation.sql]);
  });

  it('warns, below half confidence, when its own SQL fails to run (issue 22, eighth pass)', async () => {
    const run = async (): Promise<QueryRunResult> => ({
      columns: [],
      rows: [],
      errorMessage: 'missing FROM-clause entry for table "rf"',
      errorPosition: 0,
      truncated: false,
      truncatedReason: '',
      durationMs: 1,
    });
    const translation = await translateQuestion(fixture.db, 'how many filings in TX', { run });
    expect(translation.source).toBe('parser');
    expect(translation.warning).toMatch(/^The SQL I wrote did not run \(missing FROM-clause/);
    expect(translation.confidence).toBeLessThan(0.5);
    const ran = await translateQuestion(fixture.db, 'how many filings in TX');
    expect(ran.warning).toBeUndefined();
  });

  it('says why when nothing can translate the question, and runs nothing', async () => {
    let runs = 0;
    const translation = await translateQuestion(fixture.db, 'zebras giraffes', {
      run: async () => {
        runs += 1;
        throw new Error('not expected');
      },
    });
    expect(translation.source).toBe('none');
    expect(translation.sql).toBe('');
    expect(translation.data).toBeUndefined();
    expect(translation.failReason).toMatch(/^I could not place the words "zebras", "giraffes"./);
    expect(runs).toBe(0);
  });
});
