import { type ChildProcess, spawn } from 'node:child_process';

/**
 * `npm test`: the whole suite, in order, stopping at the first failure: lint, typecheck, the
 * unit and service tests, the data rules, the query plans (which seed their 100,000-filing
 * database on the first run against a server), then the browser tests. Prints each phase's time
 * at the end, so that a run says where its minutes went (issue 23 asks for under 20).
 */
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const PHASES = ['lint', 'typecheck', 'test:unit', 'test:data', 'test:plans', 'test:e2e'] as const;

type Phase = { name: string; seconds: number };

function exitOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function printPhases(phases: Phase[]): void {
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  console.log('\nnpm test phases (s):');
  for (const phase of phases) console.log(`  ${phase.name.padEnd(12)} ${phase.seconds.toFixed(0)}`);
  console.log(`  ${'total'.padEnd(12)} ${total.toFixed(0)} (${(total / 60).toFixed(1)} min)`);
}

async function main(): Promise<number> {
  const phases: Phase[] = [];
  for (const script of PHASES) {
    const started = performance.now();
    const code = await exitOf(spawn(NPM, ['run', script], { stdio: 'inherit' }));
    phases.push({ name: script, seconds: (performance.now() - started) / 1000 });
    if (code !== 0) {
      printPhases(phases);
      return code;
    }
  }
  printPhases(phases);
  return 0;
}

process.exitCode = await main();
