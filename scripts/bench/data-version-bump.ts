import pg from 'pg';

/** Changes the filings data version, so that no cache (results, counts, filter choices) answers. */
export const BUMP_DATA_VERSION_SQL = 'update filings_data_version set version = version + 1';

/** Runs before every measured sample in --cold mode (outside the timing). */
export type BeforeSample = () => Promise<void>;

/**
 * A connection of the bench's own to the app's server database, to bump the data version between
 * samples (PGlite cannot be reached while the app holds it).
 */
export async function connectVersionBumper(
  databaseUrl: string,
): Promise<{ bump: BeforeSample; close: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    bump: async () => {
      await client.query(BUMP_DATA_VERSION_SQL);
    },
    close: () => client.end(),
  };
}
