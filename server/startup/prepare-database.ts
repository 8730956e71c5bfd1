import { ensureDemoUser } from '#server/auth/ensure-demo-user.ts';
import { getAuth } from '#server/auth/get-auth.ts';
import type { ServerEnv } from '#server/config/server-env.ts';
import { ensureDemoData } from '#server/data/seed-database.ts';
import { getDatabase } from '#server/db/connection.ts';

/**
 * Opens and migrates the database, seeds the demo set when it is empty, and keeps the demo account
 * on a demo install only (ADR 010), printing how to sign in.
 */
export async function prepareDatabase(env: ServerEnv): Promise<void> {
  const db = await getDatabase();
  await ensureDemoData(db, {
    filings: env.DEMO_FILINGS,
    onProgress: (message) => console.log(message),
  });
  const demo = await ensureDemoUser(env, { auth: () => getAuth(false), db });
  if (demo.action === 'none' && env.AUTH_PROVIDER === 'local') {
    console.log(
      `No demo account (${demo.reason}): create users with npm run user:create -- EMAIL [--admin]`,
    );
  }
}
