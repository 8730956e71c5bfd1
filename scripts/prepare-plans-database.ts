import {
  ensurePlanDatabase,
  planDatabaseUrl,
  planSettings,
  seedPlanDatabase,
} from '#scripts/bench/plans-database.ts';
import { openDatabase } from '#server/db/connection.ts';

/**
 * Prepares the query-plan test's database (tests/plans): creates and seeds it unless a finished
 * seed of the right size is kept there already. `npm test` runs this during the browser tests,
 * whose two cores are partly idle, so that a fresh machine does not seed it in the plans phase
 * (scripts/test-suite.ts). Without a server (no TEST_DATABASE_URL or PLAN_DATABASE_URL) it does
 * nothing.
 */
async function main(): Promise<number> {
  const { serverUrl, filings, planDatabaseUrlSetting } = planSettings();
  if (!serverUrl) {
    console.log('No PostgreSQL server configured: no plan database to prepare.');
    return 0;
  }
  const { url, adminUrl, name } = planDatabaseUrl(serverUrl, filings, planDatabaseUrlSetting);
  const started = performance.now();
  await ensurePlanDatabase(adminUrl, name);
  const db = await openDatabase({ databaseUrl: url });
  try {
    const seeded = await seedPlanDatabase(db, filings);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      seeded
        ? `Seeded ${filings.toLocaleString('en-US')} filings into ${name} in ${seconds} s.`
        : `${name} already holds ${filings.toLocaleString('en-US')} filings (${seconds} s).`,
    );
  } finally {
    await db.close();
  }
  return 0;
}

process.exitCode = await main();
