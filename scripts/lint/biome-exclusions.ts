import { z } from 'zod';

/** First entry of an override's `includes` (biome.json has no comments) marking an exclusion. */
export const EXCLUSION_MARKERS = [
  'TEMPORARY-until-helpers-1-and-2-land',
  'KNOWN-violation-needs-a-follow-up',
] as const;

const NEGATED_MARKERS: string[] = EXCLUSION_MARKERS.map((m) => `!${m}`);

export type Exclusion = { marker: string; rule: string; globs: string[] };

const ruleLevels = z.record(z.string(), z.record(z.string(), z.unknown()));
const biomeConfig = z.object({
  overrides: z.array(
    z.object({
      includes: z.array(z.string()),
      linter: z.object({ rules: ruleLevels }).optional(),
    }),
  ),
  plugins: z
    .array(z.union([z.string(), z.object({ path: z.string(), includes: z.array(z.string()) })]))
    .optional(),
});

/**
 * The exclusion blocks of biome.json: overrides whose includes begin with a marker (each rule they
 * turn off), and the negated entries after a negated marker in a plugin's includes.
 */
export function readExclusions(json: string): Exclusion[] {
  const config = biomeConfig.parse(JSON.parse(json));
  const found: Exclusion[] = [];
  for (const override of config.overrides) {
    const [marker, ...globs] = override.includes;
    if (!marker || !EXCLUSION_MARKERS.some((m) => m === marker)) continue;
    for (const group of Object.values(override.linter?.rules ?? {})) {
      for (const [rule, level] of Object.entries(group)) {
        if (level === 'off') found.push({ marker, rule, globs });
      }
    }
  }
  for (const plugin of config.plugins ?? []) {
    if (typeof plugin === 'string') continue;
    const at = plugin.includes.findIndex((g) => NEGATED_MARKERS.includes(g));
    if (at < 0) continue;
    const globs = plugin.includes.slice(at + 1).map((g) => g.replace(/^!/, ''));
    found.push({ marker: plugin.includes[at]?.slice(1) ?? '', rule: plugin.path, globs });
  }
  return found;
}
