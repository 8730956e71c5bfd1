import { readdirSync, statSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import type { Database } from '#server/db/connection.ts';
import type { BenchRun } from './results-schema.ts';

/** Bytes under a directory (PGlite's data directory). */
export function directoryBytes(path: string): number {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? directoryBytes(full) : statSync(full).size;
  }
  return total;
}

/** The machine, Node and the database server the run measured. */
export async function readMachineInfo(db: Database): Promise<BenchRun['machine']> {
  const [row] = await db.query<{ version: string }>('select version() as version');
  const version = /^PostgreSQL [\d.]+/.exec(row?.version ?? '')?.[0] ?? 'PostgreSQL';
  const cpu = cpus();
  return {
    cpuModel: cpu[0]?.model.trim() ?? 'unknown CPU',
    cores: cpu.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${type()} ${release()}`,
    node: process.version,
    database: db.mode === 'pglite' ? `${version} (PGlite)` : version,
  };
}

/** Size of the bench database: pg_database_size on a server, the directory for PGlite. */
export async function readDatabaseBytes(db: Database, pgliteDir: string): Promise<number> {
  if (db.mode === 'pglite') return directoryBytes(pgliteDir);
  const [row] = await db.query<{ bytes: string | number }>(
    'select pg_database_size(current_database()) as bytes',
  );
  return Number(row?.bytes ?? 0);
}
