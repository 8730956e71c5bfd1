import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Reporter } from 'vitest/node';
import { SUMMARY_FILE, type SummaryLine } from '#tests/support/resilience/summary.ts';

/** Prints the table of parts, cases and held cases after the resilience run. */
export default class SummaryReporter implements Reporter {
  onInit() {
    rmSync(SUMMARY_FILE, { force: true });
  }

  onTestRunEnd() {
    if (!existsSync(SUMMARY_FILE)) return;
    const lines = readFileSync(SUMMARY_FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SummaryLine)
      .sort((a, b) => a.part.localeCompare(b.part));
    // Issue 12's six parts and issue 17's twelve findings: one that recorded nothing did not run
    // (or failed before recording). A part's number ends where no digit or dot follows ('5a' is
    // part 5, '17.1' is neither part 1 nor 17.11a); one line may name several ('17.8/17.11a').
    const issue17 = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11a', '11b', '12'];
    for (const part of ['1', '2', '3', '4', '5', '6', ...issue17.map((n) => `17.${n}`)]) {
      const own = new RegExp(`(^|/)${part.replaceAll('.', '\\.')}(?![\\d.])`);
      if (!lines.some((line) => own.test(line.part)))
        lines.push({ part: `${part} (not run)`, cases: 0, held: 0 });
    }
    const width = Math.max(...lines.map((line) => line.part.length), 4);
    console.log('\nResilience summary');
    console.log(`${'part'.padEnd(width)}  ${'cases'.padStart(7)}  ${'held'.padStart(7)}  figures`);
    for (const line of lines) {
      console.log(
        `${line.part.padEnd(width)}  ${String(line.cases).padStart(7)}  ${String(line.held).padStart(7)}  ${line.figures ?? ''}`,
      );
    }
  }
}
