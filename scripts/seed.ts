import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_DEMO_FILINGS, seedDatabase } from '#server/data/seed-database.ts';
import { openDatabase } from '#server/db/connection.ts';
import { databaseEnvSchema } from './support/database-env.ts';
import { runCli } from './support/run-cli.ts';
import { seedArgSchema } from './support/seed-arg.ts';

const argsSchema = z.object({
  filings: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_DEMO_FILINGS),
  seed: seedArgSchema,
});
const usage = `Usage: node scripts/seed.ts [--filings N] [--seed S]
Replaces the demo data (filings and everything attached) with N generated filings.
Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data).
On a server the seed loads over two connections and commits as it goes: if it is interrupted,
run it again (docs/decisions/008-seed-speed.md).`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { filings: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const args = argsSchema.safeParse(values);
  const env = databaseEnvSchema.safeParse(process.env);
  if (!args.success || !env.success) {
    console.error(z.prettifyError((args.error ?? env.error) as z.ZodError));
    console.error(usage);
    return 2;
  }
  const db = await openDatabase({
    databaseUrl: env.data.DATABASE_URL,
    dataDir: env.data.DATA_DIR,
    maxConnections: 4,
  });
  try {
    console.log(`Seeding ${args.data.filings} filings with seed ${args.data.seed} (${db.mode})`);
    const summary = await seedDatabase(db, {
      ...args.data,
      onProgress: (msg) => console.log(msg),
    });
    console.log(JSON.stringify(summary));
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await runCli(main);
