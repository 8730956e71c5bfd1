import type { z } from '../zod.ts';

/**
 * Reporting of invalid configuration, browser-safe. Mirrors server/config/env-issues.ts
 * (server/ and app/lib/env/ do not import each other).
 */
export type EnvIssue = { variable: string; message: string };

export function toEnvIssues(issues: readonly z.core.$ZodIssue[]): EnvIssue[] {
  return issues.map((issue) => ({
    variable: issue.path.length > 0 ? issue.path.map(String).join('.') : '(environment)',
    message: issue.message,
  }));
}

export function formatEnvIssues(issues: readonly EnvIssue[]): string {
  const lines = issues.map((issue) => `  - ${issue.variable}: ${issue.message}`);
  return ['Invalid environment variables:', ...lines].join('\n');
}

/** Logs the issues as one block (never the values: they may be secrets) and throws. */
export function throwInvalidEnv(issues: readonly EnvIssue[]): never {
  const report = formatEnvIssues(issues);
  console.error(report);
  const error = new Error(report);
  error.name = 'InvalidEnvironmentError';
  throw error;
}
