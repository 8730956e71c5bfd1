import { describe, expect, it } from 'vitest';
import { databaseEnvSchema } from './database-env.ts';

describe('databaseEnvSchema', () => {
  it('defaults to the embedded database in ./data, empty values read as unset', () => {
    expect(databaseEnvSchema.parse({})).toEqual({ DATABASE_URL: undefined, DATA_DIR: './data' });
    expect(databaseEnvSchema.parse({ DATABASE_URL: '', DATA_DIR: '' })).toEqual({
      DATABASE_URL: undefined,
      DATA_DIR: './data',
    });
  });

  it('takes a PostgreSQL URL and refuses another scheme', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(databaseEnvSchema.parse({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    expect(databaseEnvSchema.safeParse({ DATABASE_URL: 'https://example.com' }).success).toBe(
      false,
    );
  });
});
