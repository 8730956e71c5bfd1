import type { z } from '#contract/zod.ts';

export type ParsedReport<T> = { ok: true; report: T } | { ok: false; error: string };

function readJson(value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof value !== 'string') return { ok: true, value };
  try {
    return { ok: true, value: JSON.parse(value) };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads a report shared by both tiers (its JSON text, or the value a jsonb column already gave)
 * with its contract schema. A report that is not JSON or does not match is an error naming the
 * first field at fault, never an exception: the page shows it, the server logs it.
 */
export function parseReport<T>(
  schema: z.ZodType<T>,
  value: unknown,
  name: string,
): ParsedReport<T> {
  const json = readJson(value);
  if (!json.ok) return { ok: false, error: `The ${name} is not valid JSON.` };
  const parsed = schema.safeParse(json.value);
  if (parsed.success) return { ok: true, report: parsed.data };
  const issue = parsed.error.issues[0];
  const at = issue && issue.path.length > 0 ? ` at ${issue.path.map(String).join('.')}` : '';
  return {
    ok: false,
    error: `The ${name} does not have the expected shape${at}: ${issue?.message ?? 'invalid'}.`,
  };
}
