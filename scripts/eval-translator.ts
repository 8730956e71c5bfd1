import { parseArgs } from 'node:util';
import type { EvalItem } from '#server/domain/queries/eval/eval-types.ts';
import { formatReport, runEvaluation } from '#server/domain/queries/eval/run-evaluation.ts';

const usage = `Usage: npm run eval:translator -- --split tuning|held-out
Asks the English translator every question of a split of the evaluation set (issue 22) on the
demo data (400 filings, seed 7, in memory) and prints its accuracy overall and by category, and
the wrong answers with and without a warning. For the tuning split it also prints every miss with
the question and the translator's SQL; for the held-out split it prints the figures only
(server/domain/queries/eval/README.md).`;

/** The split's questions; the held-out file is loaded only when that split is asked for. */
async function loadSplit(split: 'tuning' | 'held-out'): Promise<readonly EvalItem[]> {
  if (split === 'tuning')
    return (await import('#server/domain/queries/eval/tuning-set.ts')).TUNING_SET;
  return (await import('#server/domain/queries/eval/held-out/held-out-set.ts')).HELD_OUT_SET;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { split: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const split = values.split;
  if (split !== 'tuning' && split !== 'held-out') {
    console.error(usage);
    return 2;
  }
  const items = await loadSplit(split);
  const started = performance.now();
  const report = await runEvaluation(items);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    formatReport(report, {
      title: `English translator, ${split} split: ${items.length} questions (${seconds} s)`,
      showMisses: split === 'tuning',
    }),
  );
  return 0;
}

process.exitCode = await main();
