import { serverEnvFieldsSchema } from '#server/config/server-env-schema.ts';

/**
 * Where a command-line script finds the database: `DATABASE_URL` (a PostgreSQL server) or else
 * the embedded database in `DATA_DIR`, validated exactly as the api validates them.
 */
export const databaseEnvSchema = serverEnvFieldsSchema.pick({ DATABASE_URL: true, DATA_DIR: true });
