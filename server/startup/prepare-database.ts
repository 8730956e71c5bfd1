import { ensureDemoUser } from '../auth/ensure-demo-user.ts';
import type { ServerEnv } from '../config/server-env.ts';
import { ensureDemoData } from '../data/seed-database.ts';
import { getDatabase } from '../db/connection.ts';

/**
 * Opens and migrates the database, seeds the demo set when it is empty, and makes sure the demo
 * account exists (local sign-in), printing its credentials.
 */
export async function prepareDatabase(env: ServerEnv): Promise<void> {
  const db = await getDatabase();
  await ensureDemoData(db, {
    filings: env.DEMO_FILINGS,
    onProgress: (message) => console.log(message),
  });
  await ensureDemoUser(env);
}
