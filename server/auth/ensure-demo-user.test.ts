import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseServerEnv } from '#server/config/server-env.ts';
import { markSeedComplete, markSeedLoading } from '#server/data/seed-state.ts';
import type { Database } from '#server/db/connection.ts';
import { callAuth, createTestAuth } from '#tests/support/test-auth.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { DEMO_PASSWORD_FILE_NAME, ensureDemoUser } from './ensure-demo-user.ts';

const SERVER_DB = 'postgres://postgres@127.0.0.1:5432/app';
const EMAIL = 'demo@ratefiling.example';

describe.each(listTestTargets())('the demo account on %s', (target) => {
  let db: Database;
  let auth: ReturnType<typeof createTestAuth>['auth'];
  let dataDir: string;
  let printed: string[];

  beforeAll(async () => {
    db = await createTestDatabase(target);
    ({ auth } = createTestAuth(db));
    dataDir = mkdtempSync(join(tmpdir(), 'rfi-demo-user-'));
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    printed = [];
    await db.query('delete from auth_user');
    await db.query('delete from seed_state');
  });

  const ensure = (source: Record<string, string>) =>
    ensureDemoUser(parseServerEnv({ DATA_DIR: dataDir, ...source }), {
      auth: async () => auth,
      db,
      print: (line) => printed.push(line),
    });
  const signIn = async (password: string) =>
    (await callAuth(auth, '/sign-in/email', { body: { email: EMAIL, password } })).status;
  const demoExists = async () =>
    (await db.query('select 1 from auth_user where email = $1', [EMAIL])).length > 0;

  it('creates none on a production start, and does not recreate a deleted one', async () => {
    await markSeedLoading(db, { seed: 1, filings: 10, deferred: [] });
    await markSeedComplete(db);
    const production: Record<string, string>[] = [
      { NODE_ENV: 'production', DATABASE_URL: SERVER_DB, PUBLIC_BASE_URL: 'https://r.example' },
      { NODE_ENV: 'production', DEMO_FILINGS: '0', PUBLIC_BASE_URL: 'https://r.example' },
      { DEMO_USER: 'false' },
    ];
    for (const source of production) {
      expect((await ensure(source)).action).toBe('none');
      expect(await demoExists()).toBe(false);
    }
    expect(printed.join('\n')).not.toMatch(/password/i);
  });

  it('on a demo install waits for the demo data, then creates it with a random password', async () => {
    expect(await ensure({})).toEqual({
      action: 'none',
      reason: 'the database holds no demo data',
    });
    await markSeedLoading(db, { seed: 1, filings: 10, deferred: [] });
    await markSeedComplete(db);
    expect((await ensure({})).action).toBe('created');
    const password = /with password (\S+)/.exec(printed[0] ?? '')?.[1] ?? '';
    expect(password).toHaveLength(16);
    expect(password).not.toBe('ratefiling-demo');
    const file = join(dataDir, DEMO_PASSWORD_FILE_NAME);
    expect(readFileSync(file, 'utf8')).toContain(`password: ${password}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await signIn(password)).toBe(200);
    expect(await signIn('ratefiling-demo')).toBe(401);
    // The next start keeps it and prints no password.
    expect((await ensure({})).action).toBe('kept');
    expect(printed[1]).not.toContain(password);
    expect(await signIn(password)).toBe(200);
  });

  it('keeps an explicit test account (DEMO_USER=true) even on a server database', async () => {
    const source = {
      NODE_ENV: 'production',
      DATABASE_URL: SERVER_DB,
      DEMO_USER: 'true',
      DEMO_USER_PASSWORD: 'explicit-password',
    };
    expect((await ensure(source)).action).toBe('created');
    expect(printed.join('\n')).not.toContain('explicit-password');
    expect(await signIn('explicit-password')).toBe(200);
    await db.query('delete from auth_user');
    expect((await ensure(source)).action).toBe('created');
  });
});
