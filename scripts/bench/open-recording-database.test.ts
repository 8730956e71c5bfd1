import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRecordingDatabase, type RecordingDatabase } from './open-recording-database.ts';

describe('openRecordingDatabase (PGlite)', () => {
  let dataDir = '';
  let rec: RecordingDatabase;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rfi-recording-'));
    rec = await openRecordingDatabase({ dataDir });
  });
  afterAll(async () => {
    await rec?.db.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('records the statements a call sent, in order', async () => {
    const { value, statements } = await rec.record(async () => {
      await rec.db.query('select 1 as one');
      return (await rec.db.query<{ two: number }>('select 2 as two'))[0]?.two;
    });
    expect(value).toBe(2);
    expect(statements.map((s) => s.sql)).toEqual(['select 1 as one', 'select 2 as two']);
  });

  it('recordSettled keeps what a failing call sent, the failed statement included, with its error', async () => {
    const { error, statements } = await rec.recordSettled(async () => {
      await rec.db.query('select 1 as one');
      await rec.db.query('select 1 / 0 as boom');
    });
    expect(String(error)).toContain('division by zero');
    expect(statements.map((s) => s.sql)).toEqual(['select 1 as one', 'select 1 / 0 as boom']);
  });

  it('record leaves a failed statement out and passes the failure on', async () => {
    await expect(rec.record(() => rec.db.query('select 1 / 0 as boom'))).rejects.toThrow(
      'division by zero',
    );
    const { statements } = await rec.record(() => rec.db.query('select 3 as three'));
    expect(statements.map((s) => s.sql)).toEqual(['select 3 as three']);
  });
});
