/**
 * `npm run bench`: seeds a fresh database with the generator, starts the built app and measures
 * the database floor, api latency, pages, throughput and the browser bundle side by side; writes
 * bench/results.md and bench/results.json. See `--help` and bench/README.md.
 */
import { z } from 'zod';
import { BENCH_USAGE, parseBenchOptions } from './bench/bench-options.ts';
import { createCleanupStack } from './bench/cleanup-stack.ts';
import { runBench } from './bench/run-bench.ts';
import { writeResults } from './bench/write-results.ts';

const started = Date.now();
const log = (message: string) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`[bench ${seconds}s] ${message}`);
};

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseBenchOptions>;
  try {
    parsed = parseBenchOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(error instanceof z.ZodError ? z.prettifyError(error) : String(error));
    console.error(BENCH_USAGE);
    return 2;
  }
  if (parsed.help) {
    console.log(BENCH_USAGE);
    return 0;
  }
  const { options } = parsed;
  const cleanup = createCleanupStack();
  const stop = (signal: NodeJS.Signals) => {
    log(`${signal}: cleaning up`);
    void cleanup.run(log).finally(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    log(
      `${options.filings} filings on ${options.serverUrl ? 'the PostgreSQL server' : 'PGlite'}${options.quick ? ' (quick)' : ''}; phases: ${[...options.phases].join(', ')}`,
    );
    const run = await runBench(options, cleanup, log);
    const written = writeResults(options.outDir, run);
    log(`wrote ${written.markdown} and ${written.json}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    return 1;
  } finally {
    log('cleaning up...');
    await cleanup.run(log);
  }
}

// Exit explicitly: an idle keep-alive socket or pool timer must not keep a finished run alive.
process.exit(await main());
