import { parseArgs } from 'node:util';
import type { EvalItem } from '#server/domain/queries/eval/eval-types.ts';
import { formatReport, runEvaluation } from '#server/domain/queries/eval/run-evaluation.ts';

const usage = () => `Usage: npm run eval:translator -- --split ${SPLITS.join('|')}
Asks the English translator every question of a split of the evaluation set (issue 22) on the
demo data (400 filings, seed 7, in memory) and prints its accuracy overall and by category, and
the wrong answers with and without a warning. For the tuning and dev splits (dev to dev6) it also prints every
miss with the question and the translator's SQL; so it does for the held-out splits held-out to
held-out-v17, opened for tuning (2026-11-29 to 2026-12-02) after their reported runs; a later
held-out split prints the figures only (server/domain/queries/eval/README.md).`;

/**
 * Every split, in the order the usage lists them, with how to load its questions: a held-out
 * file is loaded only when its split is asked for.
 */
const SPLIT_LOADERS = {
  tuning: async () => (await import('#server/domain/queries/eval/tuning-set.ts')).TUNING_SET,
  dev: async () => (await import('#server/domain/queries/eval/dev-set.ts')).DEV_SET,
  dev2: async () => (await import('#server/domain/queries/eval/dev2-set.ts')).DEV2_SET,
  dev3: async () => (await import('#server/domain/queries/eval/dev3-set.ts')).DEV3_SET,
  dev4: async () => (await import('#server/domain/queries/eval/dev4-set.ts')).DEV4_SET,
  dev5: async () => (await import('#server/domain/queries/eval/dev5-set.ts')).DEV5_SET,
  dev6: async () => (await import('#server/domain/queries/eval/dev6-set.ts')).DEV6_SET,
  'held-out': async () =>
    (await import('#server/domain/queries/eval/held-out/held-out-set.ts')).HELD_OUT_SET,
  'held-out-v2': async () =>
    (await import('#server/domain/queries/eval/held-out-v2/held-out-v2-set.ts')).HELD_OUT_V2_SET,
  'held-out-v3': async () =>
    (await import('#server/domain/queries/eval/held-out-v3/held-out-v3-set.ts')).HELD_OUT_V3_SET,
  'held-out-v4': async () =>
    (await import('#server/domain/queries/eval/held-out-v4/held-out-v4-set.ts')).HELD_OUT_V4_SET,
  'held-out-v5': async () =>
    (await import('#server/domain/queries/eval/held-out-v5/held-out-v5-set.ts')).HELD_OUT_V5_SET,
  'held-out-v6': async () =>
    (await import('#server/domain/queries/eval/held-out-v6/held-out-v6-set.ts')).HELD_OUT_V6_SET,
  'held-out-v7': async () =>
    (await import('#server/domain/queries/eval/held-out-v7/held-out-v7-set.ts')).HELD_OUT_V7_SET,
  'held-out-v8': async () =>
    (await import('#server/domain/queries/eval/held-out-v8/held-out-v8-set.ts')).HELD_OUT_V8_SET,
  'held-out-v9': async () =>
    (await import('#server/domain/queries/eval/held-out-v9/held-out-v9-set.ts')).HELD_OUT_V9_SET,
  'held-out-v10': async () =>
    (await import('#server/domain/queries/eval/held-out-v10/held-out-v10-set.ts')).HELD_OUT_V10_SET,
  'held-out-v11': async () =>
    (await import('#server/domain/queries/eval/held-out-v11/held-out-v11-set.ts')).HELD_OUT_V11_SET,
  'held-out-v12': async () =>
    (await import('#server/domain/queries/eval/held-out-v12/held-out-v12-set.ts')).HELD_OUT_V12_SET,
  'held-out-v13': async () =>
    (await import('#server/domain/queries/eval/held-out-v13/held-out-v13-set.ts')).HELD_OUT_V13_SET,
  'held-out-v14': async () =>
    (await import('#server/domain/queries/eval/held-out-v14/held-out-v14-set.ts')).HELD_OUT_V14_SET,
  'held-out-v15': async () =>
    (await import('#server/domain/queries/eval/held-out-v15/held-out-v15-set.ts')).HELD_OUT_V15_SET,
  'held-out-v16': async () =>
    (await import('#server/domain/queries/eval/held-out-v16/held-out-v16-set.ts')).HELD_OUT_V16_SET,
  'held-out-v17': async () =>
    (await import('#server/domain/queries/eval/held-out-v17/held-out-v17-set.ts')).HELD_OUT_V17_SET,
  'held-out-v18': async () =>
    (await import('#server/domain/queries/eval/held-out-v18/held-out-v18-set.ts')).HELD_OUT_V18_SET,
} satisfies Record<string, () => Promise<readonly EvalItem[]>>;
type Split = keyof typeof SPLIT_LOADERS;
const SPLITS = Object.keys(SPLIT_LOADERS) as Split[];

/**
 * Held-out splits opened for tuning after their figures had been reported: v1-v6 on 2026-11-29
 * for the tenth pass, v7 on 2026-11-29 for the eleventh, v8 on 2026-11-29 for the thirteenth, v9 on 2026-11-29 for the fourteenth, v10 on 2026-11-30 for the fifteenth, v11 on 2026-11-30 for the seventeenth,
 * v12 on 2026-11-30 for the eighteenth (not merged), v13 on 2026-11-30 for the nineteenth, v14 on 2026-11-30 for the twentieth, v15 on 2026-12-01 for the twenty-first, v16 on 2026-12-02 for the twenty-second, v17 on 2026-12-02 for the twenty-third (README): their misses are printed like a dev split's. A held-out split not listed here (any later one) prints figures only.
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
  'held-out-v12',
  'held-out-v13',
  'held-out-v14',
  'held-out-v15',
  'held-out-v16',
  'held-out-v17',
]);
const isSplit = (value: unknown): value is Split => SPLITS.some((s) => s === value);

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { split: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(usage());
    return 0;
  }
  const split = values.split;
  if (!isSplit(split)) {
    console.error(usage());
    return 2;
  }
  const items = await SPLIT_LOADERS[split]();
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
