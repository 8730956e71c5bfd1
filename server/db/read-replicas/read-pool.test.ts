import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/create-database.ts';
import { createReadPool } from './read-pool.ts';
import { formatWalLsn, parseWalLsn } from './wal-lsn.ts';

/** A database answering the pool's two position queries from mutable values. */
function fakeDatabase(state: { lsn: bigint; down?: boolean; recovering?: boolean }): Database {
  const query = async (text: string) => {
    if (state.down)
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    if (text.includes('pg_current_wal_flush_lsn')) return [{ lsn: formatWalLsn(state.lsn) }];
    return [{ recovering: state.recovering ?? true, replayed: formatWalLsn(state.lsn) }];
  };
  return { query, close: async () => undefined } as unknown as Database;
}

describe('createReadPool', () => {
  const setup = (maxLagMs = 5000) => {
    let clock = 1_000_000;
    const primaryState = { lsn: 100n };
    const states = [{ lsn: 100n }, { lsn: 100n }] as { lsn: bigint; down?: boolean }[];
    const replicas = states.map(fakeDatabase);
    const pool = createReadPool(fakeDatabase(primaryState), replicas, {
      maxLagMs,
      pollMs: 3_600_000,
      now: () => clock,
    });
    const advance = (ms: number) => {
      clock += ms;
    };
    return { pool, primaryState, states, replicas, advance };
  };

  it('picks nothing before the first poll, then the replicas in turn', async () => {
    const { pool, replicas } = setup();
    expect(pool.pick()).toBeUndefined();
    await pool.refresh();
    expect([pool.pick(), pool.pick(), pool.pick()]).toEqual([
      replicas[0],
      replicas[1],
      replicas[0],
    ]);
    await pool.close();
  });

  it('skips a replica that has not replayed the caller’s write', async () => {
    const { pool, primaryState, states, replicas } = setup();
    primaryState.lsn = 200n;
    states[1] = Object.assign(states[1] ?? { lsn: 0n }, { lsn: 200n });
    await pool.refresh();
    expect(pool.pick(200n)).toBe(replicas[1]);
    expect(pool.pick(200n)).toBe(replicas[1]);
    expect(pool.pick(201n)).toBeUndefined();
    await pool.close();
  });

  it('skips a replica further behind than the lag bound until it catches up', async () => {
    const { pool, primaryState, states, replicas, advance } = setup(5000);
    await pool.refresh();
    primaryState.lsn = 300n; // the primary moves on, replica 0 stops replaying
    for (let second = 0; second < 6; second++) {
      advance(1000);
      if (states[1]) states[1].lsn = primaryState.lsn;
      await pool.refresh();
    }
    expect(pool.status().map((s) => s.eligible)).toEqual([false, true]);
    expect([pool.pick(), pool.pick()]).toEqual([replicas[1], replicas[1]]);
    if (states[0]) states[0].lsn = 300n;
    advance(1000);
    await pool.refresh();
    expect(pool.status().map((s) => s.eligible)).toEqual([true, true]);
    await pool.close();
  });

  it('drops a failed replica until a poll finds it answering', async () => {
    const { pool, states, replicas } = setup();
    await pool.refresh();
    pool.reportFailure(replicas[0] as Database);
    expect([pool.pick(), pool.pick()]).toEqual([replicas[1], replicas[1]]);
    Object.assign(states[1] ?? {}, { down: true });
    await pool.refresh();
    expect(pool.pick()).toBe(replicas[0]);
    expect(pool.pick()).toBe(replicas[0]);
    await pool.close();
  });
});

describe('WAL positions', () => {
  it('parse and print as PostgreSQL does, and refuse anything else', () => {
    expect(parseWalLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(formatWalLsn((0x16n << 32n) | 0xb374d848n)).toBe('16/B374D848');
    expect(parseWalLsn('0/0')).toBe(0n);
    for (const bad of ['', '16', '16/', 'x/1', '1/2/3', '123456789/0', null, 5]) {
      expect(parseWalLsn(bad)).toBeUndefined();
    }
  });
});
