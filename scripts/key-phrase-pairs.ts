import { parseArgs } from 'node:util';
import { z } from 'zod';
import { keyPhrasePairs } from '#server/data/key-phrase-pairs.ts';
import { openDatabase } from '#server/db/connection.ts';
import { databaseEnvSchema } from './support/database-env.ts';
import { runCli } from './support/run-cli.ts';

const usage = `Usage: node scripts/key-phrase-pairs.ts
Computes the phrase pair keys (ADR 044) of the whole filings and objection letters stored before
migration 270 in a large database, in batches, while the app keeps serving. Until then a quoted
phrase is checked on those rows the old way (slower, never missed). A database of up to 20,000
filings was keyed by the migration itself. Uses DATABASE_URL, else the embedded database in DATA_DIR.`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { help: { type: 'boolean' } } });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const env = databaseEnvSchema.safeParse(process.env);
  if (!env.success) {
    console.error(z.prettifyError(env.error));
    return 2;
  }
  const db = await openDatabase({
    databaseUrl: env.data.DATABASE_URL,
    dataDir: env.data.DATA_DIR,
    maxConnections: 1,
  });
  try {
    const keyed = await keyPhrasePairs(db, (msg) => console.log(msg));
    console.log(JSON.stringify(keyed));
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await runCli(main);
