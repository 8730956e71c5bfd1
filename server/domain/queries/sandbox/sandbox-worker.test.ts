import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { findSandboxWorker } from './query-sandbox.ts';
import { exportQueryViews } from './query-view-snapshot.ts';
import { type FromWorker, fromWorkerSchema, type ToWorker } from './sandbox-messages.ts';

describe('the sandbox worker', () => {
  const fixture = useTestDatabase('pglite', (db) => insertFiling(db, { state: 'OK' }));
  let worker: Worker;
  const answers: FromWorker[] = [];
  const next = () =>
    new Promise<FromWorker>((resolve) => {
      worker.once('message', (raw: unknown) => resolve(fromWorkerSchema.parse(raw)));
    });
  const ask = (message: ToWorker) => {
    const answer = next();
    worker.postMessage(message);
    return answer;
  };
  beforeAll(async () => {
    worker = new Worker(findSandboxWorker());
    worker.on('message', (raw: unknown) => answers.push(fromWorkerSchema.parse(raw)));
  });
  afterAll(async () => {
    await worker?.terminate();
  });

  it('loads the views it is sent and says how long it took', async () => {
    const { views } = await exportQueryViews(fixture.db);
    expect(await ask({ type: 'load', views })).toMatchObject({
      type: 'loaded',
      ms: expect.any(Number),
    });
  });

  it('runs a query on them and answers with its id and result', async () => {
    const limits = { timeoutMs: 5_000, maxRows: 10, maxBytes: 1_000_000 };
    const answer = await ask({ type: 'run', id: 7, sql: 'select state from filings', ...limits });
    expect(answer).toMatchObject({
      type: 'result',
      id: 7,
      result: { rows: [{ state: 'OK' }], errorMessage: '' },
    });
    const refused = await ask({ type: 'run', id: 8, sql: 'drop table filings', ...limits });
    expect(refused).toMatchObject({
      type: 'result',
      id: 8,
      result: { errorMessage: 'Only SELECT is allowed, not DropStmt' },
    });
  });

  it('answers "failed" to a malformed message and keeps answering', async () => {
    const answer = next();
    worker.postMessage({ type: 'run', id: 'nine' });
    expect(await answer).toMatchObject({ type: 'failed', message: expect.stringContaining('id') });
    const limits = { timeoutMs: 5_000, maxRows: 10, maxBytes: 1_000_000 };
    expect(await ask({ type: 'run', id: 10, sql: 'select 1 as one', ...limits })).toMatchObject({
      type: 'result',
      id: 10,
    });
  });

  it('answers "failed" when loading fails', async () => {
    const answer = await ask({
      type: 'load',
      views: [{ name: 'Bad Name', columns: [], data: new Uint8Array(), rows: 0 }],
    });
    expect(answer).toEqual({ type: 'failed', message: 'Unexpected identifier Bad Name' });
  });
});
