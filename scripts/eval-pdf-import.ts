import { parseArgs } from 'node:util';
import { z } from 'zod';
import { HELD_OUT, TUNED_LAYOUTS } from '#server/data/pdf-import/eval/eval-layouts.ts';
import {
  EVAL_SEED,
  type EvalRun,
  evaluateGeneratorLayout,
  evaluateLayouts,
  generateFilings,
  pickVariedFilings,
} from '#server/data/pdf-import/eval/evaluate-pdf-extraction.ts';
import {
  accuracyOf,
  formatScores,
  totalOf,
} from '#server/data/pdf-import/eval/score-extraction.ts';
import { runCli } from './support/run-cli.ts';

const usage = `Usage: npm run eval:pdf-import -- [--filings N] [--per-kind K] [--seed S] [--verbose] [--held-out]
Renders N seeded generator filings as PDFs (default 200), extracts them and prints the accuracy by
field against the generator's rows; then the hand-varied layouts the extractor was tuned on (K
filings of each kind per layout, default 4). --held-out scores the held-out layouts instead of the
tuned ones: run it once, after tuning, and never tune on what it shows.`;

const argsSchema = z.object({
  filings: z.coerce.number().int().min(1).max(5000),
  perKind: z.coerce.number().int().min(1).max(50),
  seed: z.coerce.number().int(),
});

/**
 * How many printed overall figures were flagged "check" (below LOW_CONFIDENCE: a weak label, or
 * disagreeing with the companies' figures; these PDFs' overall rows agree with their companies).
 */
const formatOverallFlags = ({ overall }: EvalRun): string =>
  `overall figures flagged "check": ${overall.flagged} of ${overall.read} read`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      filings: { type: 'string', default: '200' },
      'per-kind': { type: 'string', default: '4' },
      seed: { type: 'string', default: String(EVAL_SEED) },
      verbose: { type: 'boolean' },
      'held-out': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const args = argsSchema.safeParse({
    filings: values.filings,
    perKind: values['per-kind'],
    seed: values.seed,
  });
  if (!args.success) {
    console.error(z.prettifyError(args.error));
    console.error(usage);
    return 2;
  }
  const filings = generateFilings(args.data.filings, args.data.seed);
  const generator = await evaluateGeneratorLayout(filings);
  const perPdf = generator.millis / generator.documents;
  console.log(
    formatScores(
      `Generator layout: ${generator.documents} PDFs, ${generator.pages} pages (read + extract ${perPdf.toFixed(0)} ms per PDF, ${((generator.millis / generator.pages) * 10).toFixed(0)} ms per 10 pages)`,
      generator.scores,
    ),
  );
  console.log(formatOverallFlags(generator));
  const varied = pickVariedFilings(filings, args.data.perKind);
  const [title, layouts] = values['held-out']
    ? (['Varied layouts, held out', HELD_OUT] as const)
    : (['Varied layouts, tuned', TUNED_LAYOUTS] as const);
  const result = await evaluateLayouts(varied, layouts);
  console.log('');
  console.log(
    formatScores(
      `${title}: ${layouts.length} layouts x ${varied.length} filings`,
      result.total.scores,
    ),
  );
  console.log(formatOverallFlags(result.total));
  for (const [name, one] of result.byLayout)
    console.log(`  ${name.padEnd(44)} ${(accuracyOf(totalOf(one.scores)) * 100).toFixed(1)}%`);
  if (values.verbose)
    for (const [name, one] of result.byLayout) console.log(formatScores(`  ${name}`, one.scores));
  return 0;
}

process.exitCode = await runCli(main);
