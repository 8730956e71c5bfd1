import type { z } from '#contract/zod.ts';

/** One bad variable and why it is bad. Never carries the value itself (it may be a secret). */
export type EnvIssue = { variable: string; message: string };

export function toEnvIssues(issues: readonly z.core.$ZodIssue[]): EnvIssue[] {
  return issues.map((issue) => ({
    variable: issue.path.length > 0 ? issue.path.map(String).join('.') : '(environment)',
    message: issue.message,
  }));
}

/** Formats issues as one block: a heading line, then one line per variable. */
export function formatEnvIssues(issues: readonly EnvIssue[]): string {
  const lines = issues.map((issue) => `  - ${issue.variable}: ${issue.message}`);
  return ['Invalid environment variables:', ...lines].join('\n');
}

/** Logs the issues as one block and throws an Error carrying the same text. */
export function throwInvalidEnv(issues: readonly EnvIssue[]): never {
  const report = formatEnvIssues(issues);
  console.error(report);
  const error = new Error(report);
  error.name = 'InvalidEnvironmentError';
  throw error;
}
