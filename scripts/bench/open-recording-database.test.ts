import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlFor, withAdminClient } from '#tests/support/test-database.ts';
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

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('openRecordingDatabase (server)', () => {
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `rfi_recording_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let rec: RecordingDatabase;
  beforeAll(async () => {
    await withAdminClient(baseUrl, (c) => c.query(`create database ${name}`));
    rec = await openRecordingDatabase({ databaseUrl: databaseUrlFor(baseUrl, name), dataDir: '' });
  }, 60_000);
  afterAll(async () => {
    await rec?.db.close();
    await withAdminClient(baseUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it('keeps each transaction’s statements together when a call runs several at once', async () => {
    const transaction = (label: string) =>
      rec.db.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        await tx.query(`select pg_sleep(0.05), '${label}' as label`);
        await tx.query(`select '${label}' as label`);
      });
    const { statements } = await rec.record(() =>
      Promise.all([transaction('a'), transaction('b')]),
    );
    const sql = statements.map((s) => s.sql.replace(/^select pg_sleep\(0\.05\), /, 'select '));
    const first = sql.indexOf('begin');
    expect(sql).toHaveLength(10);
    // Two runs of begin, setting, the two selects of one label, commit.
    for (const start of [first, first + 5]) {
      const label = sql[start + 2]?.match(/'(\w)'/)?.[1];
      expect(sql.slice(start, start + 5)).toEqual([
        'begin',
        'set local enable_seqscan = off',
        `select '${label}' as label`,
        `select '${label}' as label`,
        'commit',
      ]);
    }
    expect(new Set(sql.filter((s) => s.includes("'")))).toEqual(
      new Set(["select 'a' as label", "select 'b' as label"]),
    );
  });
});
