import { z } from '#contract/zod.ts';
import type { EnvSource } from './server-env.ts';

const migrationsDirSchema = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/**
 * MIGRATIONS_DIR: where a bundled server finds the migration .sql files when they are not beside
 * server/db/migrate.ts; unset (or empty) by default. A deployment variable, outside the app's env.
 */
export function readMigrationsDir(source: EnvSource = process.env): string | undefined {
  return migrationsDirSchema.parse(source.MIGRATIONS_DIR);
}
