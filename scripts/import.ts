import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createDefaultBlobStore } from '#server/data/blob-store.ts';
import { prepareImportFile, writeImport } from '#server/data/import-filings.ts';
import {
  formatPdfFileReport,
  importPdfFilings,
} from '#server/data/pdf-import/import-pdf-filings.ts';
import { isPdfImportPath, readImportSources } from '#server/data/pdf-import/read-import-sources.ts';
import { openDatabase } from '#server/db/connection.ts';
import { databaseEnvSchema } from './support/database-env.ts';
import { runCli } from './support/run-cli.ts';

const usage = `Usage: node scripts/import.ts FILE.jsonl|FILE.csv [--pdf-dir DIR]
       node scripts/import.ts FILE.pdf|FILING.zip|FOLDER
Imports filings (format: docs/import-format.md). Every bad row is reported by line number and
nothing is written when any row is bad (exit code 1). Re-importing updates by (tracking number, company).
pdf_path values are relative to DIR (default: the import file's folder) and must stay inside it.
A PDF, a zip of one filing's PDFs (SERFF Filing Access) or a folder of them is read page by page:
each file is one filing, imported in its own transaction and reported on its own line; exit code 1
when any file could not be imported.`;

const argsSchema = z.object({
  file: z.string().regex(/\.(jsonl|ndjson|json|csv)$/i, 'Expected a .jsonl or .csv file'),
  pdfDir: z.string().min(1).optional(),
});
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean' }, 'pdf-dir': { type: 'string' } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const first = positionals[0];
  if (first && positionals.length === 1 && !values['pdf-dir'] && (await isPdfImportPath(first)))
    return importPdfs(first);
  const args = argsSchema.safeParse({ file: positionals[0], pdfDir: values['pdf-dir'] });
  const env = databaseEnvSchema.safeParse(process.env);
  if (!args.success || !env.success || positionals.length !== 1) {
    if (!args.success) console.error(z.prettifyError(args.error));
    if (!env.success) console.error(z.prettifyError(env.error));
    console.error(usage);
    return 2;
  }
  // Validated before the database is opened: a bad file is refused quickly, and on the embedded
  // database without taking the data directory's lock.
  const prepared = await prepareImportFile(args.data.file, { pdfDir: args.data.pdfDir });
  if (!prepared.ok) {
    for (const e of prepared.errors) console.error(`${args.data.file}:${e.line}: ${e.message}`);
    console.error(`${prepared.errors.length} problem(s) found; nothing was imported.`);
    return 1;
  }
  const db = await openDatabase({ databaseUrl: env.data.DATABASE_URL, dataDir: env.data.DATA_DIR });
  try {
    const result = await writeImport(
      db,
      createDefaultBlobStore(env.data.DATA_DIR),
      prepared.prepared,
    );
    if (!result.ok) {
      for (const e of result.errors) console.error(`${args.data.file}:${e.line}: ${e.message}`);
      return 1;
    }
    console.log(
      `Imported ${result.rows} row(s) for ${result.filings} filing(s): ${result.created} created, ${result.updated} updated.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

const pdfArgsSchema = z.string().min(1);

/** The PDF import: every file reported as it is done; exit code 1 when any failed. */
async function importPdfs(path: string): Promise<number> {
  const env = databaseEnvSchema.safeParse(process.env);
  const target = pdfArgsSchema.safeParse(path);
  if (!env.success || !target.success) {
    if (!env.success) console.error(z.prettifyError(env.error));
    console.error(usage);
    return 2;
  }
  const input = await readImportSources(target.data);
  if (input.sources.length === 0) {
    for (const p of input.problems) console.error(`${p.name}: ERROR ${p.error}`);
    return 1;
  }
  const started = performance.now();
  const db = await openDatabase({ databaseUrl: env.data.DATABASE_URL, dataDir: env.data.DATA_DIR });
  try {
    const reports = await importPdfFilings(
      db,
      createDefaultBlobStore(env.data.DATA_DIR),
      input,
      (r) => (r.ok ? console.log : console.error)(formatPdfFileReport(r)),
    );
    const failed = reports.filter((r) => !r.ok).length;
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${reports.length - failed} of ${reports.length} file(s) imported in ${seconds.toFixed(1)} s${failed > 0 ? `; ${failed} not imported` : ''}.`,
    );
    return failed > 0 ? 1 : 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await runCli(main);
