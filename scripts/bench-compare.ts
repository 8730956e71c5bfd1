import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type NamedRun, renderComparison } from './bench/compare-runs.ts';
import { DATABASE_MODES } from './bench/results-schema.ts';
import { readResults } from './bench/write-results.ts';
import { runCli } from './support/run-cli.ts';

const usage = `Usage: npm run bench:compare -- [--mode postgres|pglite] [--out FILE] NAME=DIR ...
Puts the api and page figures of several bench runs side by side (the slowest p95 of each group of
calls, and the target), e.g. the fixed warm run, the --cold run and the --workload population run:
  npm run bench:compare -- warm=bench cold=bench/cold population=bench/population
Each DIR holds a results.json written by npm run bench. Writes bench/comparison.md by default.`;

const argsSchema = z.object({
  mode: z.enum(DATABASE_MODES).default('postgres'),
  out: z.string().min(1).default('bench/comparison.md'),
  runs: z
    .array(z.string().regex(/^[^=]+=.+$/, 'Each run is NAME=DIR'))
    .min(1, 'Name at least one run: NAME=DIR'),
});

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { mode: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const args = argsSchema.safeParse({ ...values, runs: positionals });
  if (!args.success) {
    console.error(z.prettifyError(args.error));
    console.error(usage);
    return 2;
  }
  const runs: NamedRun[] = [];
  for (const spec of args.data.runs) {
    const [name = '', dir = ''] = spec.split(/=(.*)/s);
    const run = readResults(join(dir, 'results.json')).runs[args.data.mode];
    if (!run) {
      console.error(`${dir}/results.json has no ${args.data.mode} run`);
      return 1;
    }
    runs.push({ name, run });
  }
  const title = `# Bench runs side by side (${args.data.mode})\n\nWritten by \`npm run bench:compare\`; each column is one run's \`results.json\` (see bench/README.md).\n\n`;
  writeFileSync(args.data.out, title + renderComparison(runs));
  console.log(`Wrote ${args.data.out}`);
  return 0;
}

process.exitCode = await runCli(main);
