import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createLocalBlobStore } from '#server/data/blob-store.ts';
import {
  EVAL_SEED,
  generateFilings,
} from '#server/data/pdf-import/eval/evaluate-pdf-extraction.ts';
import { expectedValues } from '#server/data/pdf-import/eval/expected-values.ts';
import {
  readImportedValues,
  withoutOverall,
} from '#server/data/pdf-import/eval/read-imported-values.ts';
import { renderGeneratedPdf } from '#server/data/pdf-import/eval/render-generated-pdf.ts';
import {
  formatScores,
  type Scores,
  scoreExtraction,
} from '#server/data/pdf-import/eval/score-extraction.ts';
import { importPdfFilings } from '#server/data/pdf-import/import-pdf-filings.ts';
import { readImportSources } from '#server/data/pdf-import/read-import-sources.ts';
import { openDatabase } from '#server/db/connection.ts';
import { runCli } from './support/run-cli.ts';

const usage = `Usage: node scripts/bench-pdf-import.ts [--filings N] [--seed S]
Renders N seeded generator filings (default 200) as PDFs into a temporary folder, imports the
folder into an empty embedded database (PGlite) and reports seconds per PDF and per 10 pages, the
accuracy by field of what the database holds, and whether every filing's pages are searchable.`;

const argsSchema = z.object({
  filings: z.coerce.number().int().min(1).max(5000),
  seed: z.coerce.number().int(),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      filings: { type: 'string', default: '200' },
      seed: { type: 'string', default: String(EVAL_SEED) },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const args = argsSchema.safeParse(values);
  if (!args.success) {
    console.error(z.prettifyError(args.error));
    return 2;
  }
  const dir = await mkdtemp(join(tmpdir(), 'rfi-pdf-bench-'));
  try {
    const filings = generateFilings(args.data.filings, args.data.seed);
    const folder = join(dir, 'pdfs');
    await import('node:fs/promises').then((fs) => fs.mkdir(folder));
    for (const a of filings)
      await writeFile(
        join(folder, `${a.whole.serff_tracking_number}.pdf`),
        await renderGeneratedPdf(a),
      );
    const db = await openDatabase({ dataDir: join(dir, 'data') });
    try {
      const started = performance.now();
      const input = await readImportSources(folder);
      const reports = await importPdfFilings(db, createLocalBlobStore(join(dir, 'blobs')), input);
      const seconds = (performance.now() - started) / 1000;
      const pages = reports.reduce((s, r) => s + (r.ok ? r.pages : 0), 0);
      const failed = reports.filter((r) => !r.ok);
      for (const f of failed) console.error(`${f.file}: ${f.ok ? '' : f.error}`);
      console.log(
        `Imported ${reports.length - failed.length} of ${reports.length} PDFs (${pages} pages) into an empty PGlite database in ${seconds.toFixed(1)} s: ${(seconds / reports.length).toFixed(3)} s per PDF, ${((seconds / Math.max(1, pages)) * 10).toFixed(3)} s per 10 pages.`,
      );
      const scores: Scores = new Map();
      let searchable = 0;
      for (const a of filings) {
        const tn = a.whole.serff_tracking_number;
        scoreExtraction(
          withoutOverall(expectedValues(a)),
          await readImportedValues(db, tn),
          scores,
        );
        const hits = await db.query<{ n: number }>(
          `select count(*)::int as n from document_pages where serff_tracking_number = $1
             and search_vector @@ plainto_tsquery('document_english', $2)`,
          [tn, a.whole.product_name],
        );
        if ((hits[0]?.n ?? 0) > 0) searchable += 1;
      }
      console.log(`Searchable by product name in their pages: ${searchable} of ${filings.length}.`);
      console.log(formatScores('What the database holds after the import, by field', scores));
      return failed.length > 0 ? 1 : 0;
    } finally {
      await db.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

process.exitCode = await runCli(main);
