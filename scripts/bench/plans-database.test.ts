import { describe, expect, it } from 'vitest';
import { planDatabaseUrl, planSettings } from './plans-database.ts';

describe('planSettings', () => {
  it('plans next to TEST_DATABASE_URL at 100,000 filings by default', () => {
    expect(planSettings({ TEST_DATABASE_URL: 'postgres://pg@127.0.0.1:5432/test' })).toEqual({
      serverUrl: 'postgres://pg@127.0.0.1:5432/test',
      filings: 100_000,
      planDatabaseUrlSetting: undefined,
    });
  });

  it('prefers PLAN_DATABASE_URL and reads PLAN_FILINGS', () => {
    const settings = planSettings({
      TEST_DATABASE_URL: 'postgres://pg@127.0.0.1:5432/test',
      PLAN_DATABASE_URL: 'postgres://pg@127.0.0.1:5432/bench_1m',
      PLAN_FILINGS: '1000000',
    });
    expect(settings).toEqual({
      serverUrl: 'postgres://pg@127.0.0.1:5432/bench_1m',
      filings: 1_000_000,
      planDatabaseUrlSetting: 'postgres://pg@127.0.0.1:5432/bench_1m',
    });
  });

  it('has no server when neither URL is set (empty values count as unset)', () => {
    expect(planSettings({ TEST_DATABASE_URL: '', PLAN_FILINGS: '' }).serverUrl).toBe('');
  });

  it('refuses a size that is not a positive whole number', () => {
    expect(() => planSettings({ PLAN_FILINGS: 'many' })).toThrow();
    expect(() => planSettings({ PLAN_FILINGS: '-5' })).toThrow();
  });
});

describe('planDatabaseUrl', () => {
  it('names a kept database by size and seed next to the server URL', () => {
    expect(planDatabaseUrl('postgres://pg@127.0.0.1:5432/test', 100_000, undefined)).toEqual({
      url: 'postgres://pg@127.0.0.1:5432/plans_100000_20261115',
      adminUrl: 'postgres://pg@127.0.0.1:5432/test',
      name: 'plans_100000_20261115',
    });
  });

  it('uses PLAN_DATABASE_URL itself, administered through the postgres database', () => {
    const url = 'postgres://pg@127.0.0.1:5432/bench_1m';
    expect(planDatabaseUrl(url, 1_000_000, url)).toEqual({
      url,
      adminUrl: 'postgres://pg@127.0.0.1:5432/postgres',
      name: 'bench_1m',
    });
  });
});
