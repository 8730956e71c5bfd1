import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDemoInstall, type ServerEnv } from '#server/config/server-env.ts';
import { readSeedState } from '#server/data/seed-state.ts';
import type { Database } from '#server/db/connection.ts';
import type { Auth } from './create-auth.ts';
import { createUserWithPassword } from './create-user.ts';

/** Where a generated demo password is kept (mode 0600), next to the embedded database. */
export const DEMO_PASSWORD_FILE_NAME = 'demo-account.txt';

export type DemoUserOutcome =
  | { action: 'none'; reason: string }
  | { action: 'created' | 'kept'; email: string };

type Options = Pick<
  ServerEnv,
  | 'AUTH_PROVIDER'
  | 'DEMO_USER'
  | 'DEMO_USER_EMAIL'
  | 'DEMO_USER_PASSWORD'
  | 'DATABASE_URL'
  | 'DEMO_FILINGS'
  | 'DATA_DIR'
>;

/**
 * Why there is (or is not) a demo account. DEMO_USER=true keeps one, false never; unset keeps one
 * only on a demo install (embedded database, demo seeding on) whose data is the generated demo
 * set. A production start (a server database, or DEMO_FILINGS=0, or DEMO_USER=false) gets none.
 */
async function demoAccountReason(env: Options, db: Database): Promise<string | null> {
  if (env.AUTH_PROVIDER !== 'local') return 'Clerk is configured';
  if (env.DEMO_USER === true) return null;
  if (env.DEMO_USER === false) return 'DEMO_USER=false';
  if (!isDemoInstall(env)) return 'not a demo install (server database or DEMO_FILINGS=0)';
  const seed = await readSeedState(db);
  return seed?.status === 'complete' ? null : 'the database holds no demo data';
}

function keepGeneratedPassword(dataDir: string, email: string, password: string): string {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, DEMO_PASSWORD_FILE_NAME);
  writeFileSync(path, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  return path;
}

/**
 * Makes sure the demo account exists when there should be one (see demoAccountReason), with the
 * password DEMO_USER_PASSWORD or, unset, a random one that is printed once and kept in
 * DATA_DIR/demo-account.txt. Never creates an account on a production start, and never changes
 * an existing account's password.
 */
export async function ensureDemoUser(
  env: Options,
  deps: { auth: () => Promise<Auth>; db: Database; print?: (line: string) => void },
): Promise<DemoUserOutcome> {
  const print = deps.print ?? console.log;
  const reason = await demoAccountReason(env, deps.db);
  if (reason) return { action: 'none', reason };
  const email = env.DEMO_USER_EMAIL;
  const password = env.DEMO_USER_PASSWORD ?? randomBytes(12).toString('base64url');
  const { created } = await createUserWithPassword(await deps.auth(), {
    email,
    password,
    name: 'Demo User',
  });
  if (created && env.DEMO_USER_PASSWORD) {
    print(`Demo account created: sign in as ${email} with the password in DEMO_USER_PASSWORD`);
  } else if (created) {
    const path = keepGeneratedPassword(env.DATA_DIR, email, password);
    print(`Demo account created: sign in as ${email} with password ${password} (kept in ${path})`);
  } else {
    const where = env.DEMO_USER_PASSWORD
      ? 'the password in DEMO_USER_PASSWORD'
      : `the password printed when it was created (kept in ${join(env.DATA_DIR, DEMO_PASSWORD_FILE_NAME)})`;
    print(`Demo account: sign in as ${email} with ${where}, unless it was changed since`);
  }
  return { action: created ? 'created' : 'kept', email };
}
