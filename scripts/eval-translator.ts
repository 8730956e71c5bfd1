import { parseArgs } from 'node:util';
import type { EvalItem } from '#server/domain/queries/eval/eval-types.ts';
import { formatReport, runEvaluation } from '#server/domain/queries/eval/run-evaluation.ts';

const usage = `Usage: npm run eval:translator -- --split tuning|dev|dev2|dev3|dev4|dev5|dev6|held-out|held-out-v2|held-out-v3|held-out-v4|held-out-v5|held-out-v6|held-out-v7|held-out-v8|held-out-v9|held-out-v10|held-out-v11|held-out-v12|held-out-v13|held-out-v14
Asks the English translator every question of a split of the evaluation set (issue 22) on the
demo data (400 filings, seed 7, in memory) and prints its accuracy overall and by category, and
the wrong answers with and without a warning. For the tuning and dev splits (dev to dev6) it also prints every
miss with the question and the translator's SQL; so it does for the held-out splits held-out to
held-out-v8, opened for tuning on 2026-11-29 after their reported runs; a later held-out split
prints the figures only (server/domain/queries/eval/README.md).`;

const SPLITS = [
  'tuning',
  'dev',
  'dev2',
  'dev3',
  'dev4',
  'dev5',
  'dev6',
  'held-out',
  'held-out-v2',
  'held-out-v3',
  'held-out-v4',
  'held-out-v5',
  'held-out-v6',
  'held-out-v7',
  'held-out-v8',
  'held-out-v9',
  'held-out-v10',
  'held-out-v11',
  'held-out-v12',
  'held-out-v13',
  'held-out-v14',
] as const;
type Split = (typeof SPLITS)[number];

/**
 * Held-out splits opened for tuning after their figures had been reported: v1-v6 on 2026-11-29
 * for the tenth pass, v7 on 2026-11-29 for the eleventh, v8 on 2026-11-29 for the thirteenth, v9 on 2026-11-29 for the fourteenth, v10 on 2026-11-30 for the fifteenth, v11 on 2026-11-30 for the seventeenth
 * (README): their misses are printed like a dev split's. A held-out split not listed here (any later one) prints figures only.
 */
const OPENED_SPLITS: ReadonlySet<string> = new Set([
  'held-out',
  'held-out-v2',
  'held-out-v3',
  'held-out-v4',
  'held-out-v5',
  'held-out-v6',
  'held-out-v7',
  'held-out-v8',
  'held-out-v9',
  'held-out-v10',
  'held-out-v11',
]);
const isSplit = (value: unknown): value is Split => SPLITS.some((s) => s === value);

/** The split's questions; a held-out file is loaded only when its split is asked for. */
async function loadSplit(split: Split): Promise<readonly EvalItem[]> {
  if (split === 'tuning')
    return (await import('#server/domain/queries/eval/tuning-set.ts')).TUNING_SET;
  if (split === 'dev') return (await import('#server/domain/queries/eval/dev-set.ts')).DEV_SET;
  if (split === 'dev2') return (await import('#server/domain/queries/eval/dev2-set.ts')).DEV2_SET;
  if (split === 'dev3') return (await import('#server/domain/queries/eval/dev3-set.ts')).DEV3_SET;
  if (split === 'dev4') return (await import('#server/domain/queries/eval/dev4-set.ts')).DEV4_SET;
  if (split === 'dev5') return (await import('#server/domain/queries/eval/dev5-set.ts')).DEV5_SET;
  if (split === 'dev6') return (await import('#server/domain/queries/eval/dev6-set.ts')).DEV6_SET;
  if (split === 'held-out-v2')
    return (await import('#server/domain/queries/eval/held-out-v2/held-out-v2-set.ts'))
      .HELD_OUT_V2_SET;
  if (split === 'held-out-v3')
    return (await import('#server/domain/queries/eval/held-out-v3/held-out-v3-set.ts'))
      .HELD_OUT_V3_SET;
  if (split === 'held-out-v4')
    return (await import('#server/domain/queries/eval/held-out-v4/held-out-v4-set.ts'))
      .HELD_OUT_V4_SET;
  if (split === 'held-out-v5')
    return (await import('#server/domain/queries/eval/held-out-v5/held-out-v5-set.ts'))
      .HELD_OUT_V5_SET;
  if (split === 'held-out-v6')
    return (await import('#server/domain/queries/eval/held-out-v6/held-out-v6-set.ts'))
      .HELD_OUT_V6_SET;
  if (split === 'held-out-v7')
    return (await import('#server/domain/queries/eval/held-out-v7/held-out-v7-set.ts'))
      .HELD_OUT_V7_SET;
  if (split === 'held-out-v8')
    return (await import('#server/domain/queries/eval/held-out-v8/held-out-v8-set.ts'))
      .HELD_OUT_V8_SET;
  if (split === 'held-out-v9')
    return (await import('#server/domain/queries/eval/held-out-v9/held-out-v9-set.ts'))
      .HELD_OUT_V9_SET;
  if (split === 'held-out-v10')
    return (await import('#server/domain/queries/eval/held-out-v10/held-out-v10-set.ts'))
      .HELD_OUT_V10_SET;
  if (split === 'held-out-v11')
    return (await import('#server/domain/queries/eval/held-out-v11/held-out-v11-set.ts'))
      .HELD_OUT_V11_SET;
  if (split === 'held-out-v12')
    return (await import('#server/domain/queries/eval/held-out-v12/held-out-v12-set.ts'))
      .HELD_OUT_V12_SET;
  if (split === 'held-out-v13')
    return (await import('#server/domain/queries/eval/held-out-v13/held-out-v13-set.ts'))
      .HELD_OUT_V13_SET;
  if (split === 'held-out-v14')
    return (await import('#server/domain/queries/eval/held-out-v14/held-out-v14-set.ts'))
      .HELD_OUT_V14_SET;
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
  if (!isSplit(split)) {
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
      showMisses: !split.startsWith('held-out') || OPENED_SPLITS.has(split),
    }),
  );
  return 0;
}

process.exitCode = await main();
