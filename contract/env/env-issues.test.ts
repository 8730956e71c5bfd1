import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '#contract/zod.ts';
import { formatEnvIssues, throwInvalidEnv, toEnvIssues } from './env-issues.ts';

describe('env issues', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the variable of each issue (the environment as a whole when there is no path)', () => {
    const schema = z
      .object({ PORT: z.coerce.number().int(), CLERK_SECRET_KEY: z.string().min(1, 'Required') })
      .refine(() => false, 'Set one of A or B');
    const result = schema.safeParse({ PORT: 'eighty', CLERK_SECRET_KEY: '' });
    expect(result.success).toBe(false);
    const issues = toEnvIssues(result.error?.issues ?? []);
    expect(issues.map((i) => i.variable)).toEqual(['PORT', 'CLERK_SECRET_KEY']);
    expect(issues[1]?.message).toBe('Required');
    expect(
      toEnvIssues([{ code: 'custom', path: [], message: 'Set one of A or B', input: {} }]),
    ).toEqual([{ variable: '(environment)', message: 'Set one of A or B' }]);
  });

  it('formats one block and throws it, never the values', () => {
    const issues = [
      { variable: 'PORT', message: 'Expected a number' },
      { variable: 'DATABASE_URL', message: 'Invalid URL' },
    ];
    expect(formatEnvIssues(issues)).toBe(
      'Invalid environment variables:\n  - PORT: Expected a number\n  - DATABASE_URL: Invalid URL',
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => throwInvalidEnv(issues)).toThrow(
      expect.objectContaining({
        name: 'InvalidEnvironmentError',
        message: formatEnvIssues(issues),
      }),
    );
    expect(logged).toHaveBeenCalledWith(formatEnvIssues(issues));
  });
});
