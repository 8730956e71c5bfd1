import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where each resilience test appends one line per part: what ran and how much held. */
export const SUMMARY_FILE = join(
  new URL('../../..', import.meta.url).pathname,
  'node_modules/.cache/rfi-resilience/summary.jsonl',
);

export type SummaryLine = { part: string; cases: number; held: number; figures?: string };

/**
 * Prints one part's line; under `npm run test:resilience` (which sets RFI_RESILIENCE_SUMMARY)
 * also appends it to the summary file that the reporter prints as a table at the end.
 */
export function recordSummary(line: SummaryLine): void {
  if (process.env.RFI_RESILIENCE_SUMMARY === '1') {
    mkdirSync(join(SUMMARY_FILE, '..'), { recursive: true });
    appendFileSync(SUMMARY_FILE, `${JSON.stringify(line)}\n`);
  }
  console.log(
    `[resilience] ${line.part}: ${line.held}/${line.cases} held${line.figures ? ` (${line.figures})` : ''}`,
  );
}
