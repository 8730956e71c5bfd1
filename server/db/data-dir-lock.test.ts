import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript, type ScriptResult } from '#tests/support/resilience/run-script.ts';
import { openDatabase } from './connection.ts';
import { acquireDataDirLock, DataDirectoryLockedError, LOCK_FILE_NAME } from './data-dir-lock.ts';

/** Runs a command-line tool against `dataDir` the way an operator would. */
function runCli(script: string, args: string[], dataDir: string): Promise<ScriptResult> {
  const env = { DATABASE_URL: '', DATA_DIR: dataDir, AUTH_PROVIDER: 'local', LOG_LEVEL: 'info' };
  return runScript(script, args, env);
}

async function countUsers(dataDir: string, email: string): Promise<number> {
  const db = await openDatabase({ dataDir });
  try {
    const [row] = await db.query<{ n: number }>(
      'select count(*)::int as n from auth_user where email = $1',
      [email],
    );
    return row?.n ?? 0;
  } finally {
    await db.close();
  }
}

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the embedded database is locked while a process has it open', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rfi-lock-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses the CLIs (exit 75, a clear message) while the app holds it, and writes nothing', async () => {
    const app = await openDatabase({ dataDir });
    try {
      const lock = JSON.parse(await readFile(join(dataDir, LOCK_FILE_NAME), 'utf8'));
      expect(lock.pid).toBe(process.pid);
      const user = await runCli('scripts/create-user.ts', ['held@example.com'], dataDir);
      expect(user.code).toBe(75);
      expect(user.stderr).toContain(`in use by process ${process.pid}`);
      expect(user.stderr).toContain('stop the app');
      expect(user.stderr).not.toMatch(/\n\s+at /);
      const imported = await runCli(
        'scripts/import.ts',
        ['examples/filings-sample.jsonl'],
        dataDir,
      );
      expect(imported.code).toBe(75);
      expect(imported.stderr).toContain('in use by process');
      const seeded = await runCli('scripts/seed.ts', ['--filings', '5'], dataDir);
      expect(seeded.code).toBe(75);
      const [row] = await app.query<{ n: number }>('select count(*)::int as n from auth_user');
      expect(row?.n).toBe(0);
    } finally {
      await app.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 60_000);

  it('lets a CLI write when nobody holds it, and the app then sees the write', async () => {
    const user = await runCli(
      'scripts/create-user.ts',
      ['free@example.com', '--password', 'a-long-password-1'],
      dataDir,
    );
    expect(user.stderr).toBe('');
    expect(user.code).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    expect(await countUsers(dataDir, 'free@example.com')).toBe(1);
  }, 60_000);

  it('takes over a stale lock left by a process that died', async () => {
    const stale = {
      pid: deadPid(),
      hostname: 'gone',
      command: 'scripts/start.ts',
      startedAt: '2026-01-01T00:00:00.000Z',
      token: 'stale-token',
    };
    await writeFile(join(dataDir, LOCK_FILE_NAME), JSON.stringify(stale));
    const user = await runCli(
      'scripts/create-user.ts',
      ['stale@example.com', '--password', 'a-long-password-1'],
      dataDir,
    );
    expect(user.code).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    expect(await countUsers(dataDir, 'stale@example.com')).toBe(1);
  }, 60_000);

  it('refuses a second open inside the same process and a lock file it cannot read', async () => {
    const first = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toBeInstanceOf(DataDirectoryLockedError);
    await first.release();
    const again = await acquireDataDirLock(dataDir);
    await again.release();
    await writeFile(join(dataDir, LOCK_FILE_NAME), 'not json');
    await expect(acquireDataDirLock(dataDir)).rejects.toBeInstanceOf(DataDirectoryLockedError);
    await rm(join(dataDir, LOCK_FILE_NAME));
  });
});
