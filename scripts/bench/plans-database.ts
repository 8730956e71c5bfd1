import { z } from 'zod';
import { DEFAULT_SEED, seedDatabase } from '#server/data/seed-database.ts';
import { needsDemoData } from '#server/data/seed-state.ts';
import type { Database } from '#server/db/connection.ts';

/**
 * Where the query-plan test (tests/plans) plans: `PLAN_DATABASE_URL` itself, or a kept
 * `plans_<filings>_<seed>` database next to `serverUrl` (TEST_DATABASE_URL). `adminUrl` is where
 * it is created from.
 */
export function planDatabaseUrl(
  serverUrl: string,
  filings: number,
  planDatabaseUrlSetting: string | undefined,
): { url: string; adminUrl: string; name: string } {
  const url = new URL(serverUrl);
  if (planDatabaseUrlSetting) {
    const name = decodeURIComponent(url.pathname.slice(1));
    const admin = new URL(serverUrl);
    admin.pathname = '/postgres';
    return { url: url.href, adminUrl: admin.href, name };
  }
  const name = `plans_${filings}_${DEFAULT_SEED}`;
  const adminUrl = url.href;
  url.pathname = `/${name}`;
  return { url: url.href, adminUrl, name };
}

const PlanEnv = z.object({
  PLAN_DATABASE_URL: z.string().optional(),
  TEST_DATABASE_URL: z.string().optional(),
  PLAN_FILINGS: z.coerce.number().int().positive().default(100_000),
});

/**
 * The plan test's settings, from the environment the suite runs in: no `serverUrl` means no
 * server (the test is skipped, nothing is prepared).
 */
export function planSettings(env: NodeJS.ProcessEnv = process.env) {
  const parsed = PlanEnv.parse({
    PLAN_DATABASE_URL: env.PLAN_DATABASE_URL || undefined,
    TEST_DATABASE_URL: env.TEST_DATABASE_URL || undefined,
    PLAN_FILINGS: env.PLAN_FILINGS || undefined,
  });
  return {
    serverUrl: parsed.PLAN_DATABASE_URL ?? parsed.TEST_DATABASE_URL ?? '',
    filings: parsed.PLAN_FILINGS,
    planDatabaseUrlSetting: parsed.PLAN_DATABASE_URL,
  };
}

/**
 * Seeds `filings` filings (the default seed) unless the database already holds a finished seed
 * of that size (all its indexes built), then analyzes it. Returns whether it seeded.
 */
export async function seedPlanDatabase(db: Database, filings: number): Promise<boolean> {
  const [row] = await db.query<{ n: string | number }>('select count(*) as n from whole_filings');
  const seeded = Number(row?.n ?? 0) === filings && !(await needsDemoData(db));
  if (!seeded) await seedDatabase(db, { filings, seed: DEFAULT_SEED });
  await db.query('analyze');
  return !seeded;
}
