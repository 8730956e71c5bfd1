import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { CleanupStack } from './cleanup-stack.ts';
import type { BenchMode } from './results-schema.ts';

/** Where the bench data lives: a scratch (or reused) database, and the app's data directory. */
export type BenchDatabase = {
  mode: BenchMode;
  /** The scratch database on the server; undefined for PGlite. */
  databaseUrl?: string;
  /** The app's DATA_DIR (PGlite lives in `<dataDir>/pglite`; blobs and mailbox too). */
  dataDir: string;
  /** Kept after the run (reuse mode), so a later run can skip seeding. */
  reused: boolean;
};

export type BenchDatabaseOptions = {
  serverUrl?: string;
  filings: number;
  seed: number;
  reuse: boolean;
  /** The bench's scratch directory (`.bench`). */
  scratchDir: string;
};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function withAdminClient<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates the database `name` on the server unless it exists. */
export async function ensureServerDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${quoteIdent(name)}`);
  });
}

async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
  );
}

/**
 * The scratch database on the server: the URL's own database when its name starts with `bench_`
 * (administered through the server's `postgres` database), otherwise one created next to it.
 */
export function scratchDatabaseName(
  serverUrl: string,
  options: { filings: number; seed: number; reuse: boolean },
  runTag: string,
): { name: string; adminUrl: string } {
  const url = new URL(serverUrl);
  const named = decodeURIComponent(url.pathname.slice(1));
  if (/^bench_/.test(named)) {
    url.pathname = '/postgres';
    return { name: named, adminUrl: url.href };
  }
  const name = options.reuse ? `bench_${options.filings}_${options.seed}` : `bench_${runTag}`;
  return { name, adminUrl: serverUrl };
}

async function prepareServerDatabase(
  serverUrl: string,
  options: BenchDatabaseOptions,
  runTag: string,
  cleanup: CleanupStack,
): Promise<string> {
  const { name, adminUrl } = scratchDatabaseName(serverUrl, options, runTag);
  if (!options.reuse) await dropServerDatabase(adminUrl, name);
  await ensureServerDatabase(adminUrl, name);
  if (!options.reuse) cleanup.defer('drop database', () => dropServerDatabase(adminUrl, name));
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.href;
}

/**
 * A fresh database for the run, dropped (or removed) by `cleanup` at the end; in reuse mode it is
 * kept (and seeded only when it does not hold the data yet). On a server see scratchDatabaseName;
 * with PGlite it is a directory under .bench.
 */
export async function prepareBenchDatabase(
  options: BenchDatabaseOptions,
  cleanup: CleanupStack,
): Promise<BenchDatabase> {
  const runTag = `run_${process.pid}_${Date.now().toString(36)}`;
  if (options.serverUrl) {
    const databaseUrl = await prepareServerDatabase(options.serverUrl, options, runTag, cleanup);
    const dataDir = join(options.scratchDir, `app-data-${runTag}`);
    cleanup.defer('remove app data', () => rmSync(dataDir, { recursive: true, force: true }));
    return { mode: 'postgres', databaseUrl, dataDir, reused: options.reuse };
  }
  const kept = `pglite-${options.filings}-${options.seed}`;
  const dataDir = join(options.scratchDir, options.reuse ? kept : `pglite-${runTag}`);
  if (!options.reuse) {
    cleanup.defer('remove PGlite data', () => rmSync(dataDir, { recursive: true, force: true }));
  }
  return { mode: 'pglite', dataDir, reused: options.reuse };
}
