import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * `npm test`: the whole suite, in order, stopping at the first failure: lint, typecheck, the
 * unit and service tests, the data rules, the browser tests, then the query plans. The plan test's
 * 100,000-filing database is prepared in the background while the browser tests run (they leave
 * part of the two cores idle; on a fresh machine the seeding took about 190 s of the plans
 * phase), and the plans phase starts once it is ready. Prints each phase's time at the end.
 */
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

type Phase = { name: string; seconds: number };

function exitOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function timed(phases: Phase[], name: string, run: () => Promise<number>): Promise<number> {
  const started = performance.now();
  const code = await run();
  phases.push({ name, seconds: (performance.now() - started) / 1000 });
  return code;
}

function runScript(script: string): Promise<number> {
  return exitOf(spawn(NPM, ['run', script], { stdio: 'inherit' }));
}

/** Starts the plan database's preparation with its output prefixed, so it reads apart. */
function startPlanPreparation(): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(process.execPath, ['scripts/prepare-plans-database.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`[plans database] ${line}`);
    });
  }
  return { child, done: exitOf(child) };
}

function printPhases(phases: Phase[]): void {
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  console.log('\nnpm test phases (s):');
  for (const phase of phases) console.log(`  ${phase.name.padEnd(34)} ${phase.seconds.toFixed(0)}`);
  console.log(`  ${'total'.padEnd(34)} ${total.toFixed(0)} (${(total / 60).toFixed(1)} min)`);
}

async function main(): Promise<number> {
  const phases: Phase[] = [];
  for (const script of ['lint', 'typecheck', 'test:unit', 'test:data']) {
    const code = await timed(phases, script, () => runScript(script));
    if (code !== 0) return code;
  }
  const preparation = startPlanPreparation();
  const e2e = await timed(phases, 'test:e2e', () => runScript('test:e2e'));
  if (e2e !== 0) {
    preparation.child.kill('SIGTERM');
    await preparation.done;
    return e2e;
  }
  const prepared = await timed(phases, 'plans database (after test:e2e)', () => preparation.done);
  if (prepared !== 0) {
    console.error('Preparing the plan test database failed (its output is above).');
    return prepared;
  }
  const plans = await timed(phases, 'test:plans', () => runScript('test:plans'));
  printPhases(phases);
  return plans;
}

process.exitCode = await main();
