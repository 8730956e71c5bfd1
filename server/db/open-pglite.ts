import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { typeParsers } from './type-parsers.ts';

/** Opens (creating when needed) an embedded PGlite database with the extensions we use. */
export async function openPglite(options: {
  directory?: string;
  loadDataDir?: Blob;
}): Promise<PGlite> {
  const inMemory = !options.directory || options.directory.startsWith('memory://');
  if (options.directory && !inMemory) await mkdir(options.directory, { recursive: true });
  return PGlite.create({
    ...(inMemory ? {} : { dataDir: options.directory }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: typeParsers,
    relaxedDurability: true,
  });
}
