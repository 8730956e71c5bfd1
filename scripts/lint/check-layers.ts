import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAYER_EXCLUSIONS } from './layer-exclusions.ts';
import { findLayerViolations, type LayerViolation } from './layer-violations.ts';

export type LayerReport = { violations: LayerViolation[]; staleExclusions: string[] };

/** Violations not excluded, and exclusions whose file no longer breaks the rule. */
export function applyExclusions(
  found: LayerViolation[],
  exclusions: Readonly<Record<string, readonly string[]>>,
): LayerReport {
  const excluded = (v: LayerViolation) => exclusions[v.rule]?.includes(v.file) ?? false;
  const staleExclusions = Object.entries(exclusions).flatMap(([rule, files]) =>
    files
      .filter((file) => !found.some((v) => v.rule === rule && v.file === file))
      .map((file) => `${rule}: ${file}`),
  );
  return { violations: found.filter((v) => !excluded(v)), staleExclusions };
}

/** The TypeScript files of the layers the checker looks at, tracked or new, relative to root. */
export function listLayerFiles(root: string): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'app', 'contract'],
    { cwd: root, encoding: 'utf8' },
  );
  return out.split('\n').filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.gen.ts'));
}

export function checkLayers(root: string): LayerReport {
  const found = listLayerFiles(root).flatMap((file) =>
    findLayerViolations(file, readFileSync(join(root, file), 'utf8')),
  );
  return applyExclusions(found, LAYER_EXCLUSIONS);
}

if (import.meta.main) {
  const { violations, staleExclusions } = checkLayers(process.cwd());
  for (const v of violations) console.error(`${v.file}:${v.line} ${v.rule}: ${v.message}`);
  for (const s of staleExclusions) {
    console.error(`stale exclusion (remove it from scripts/lint/layer-exclusions.ts): ${s}`);
  }
  if (violations.length > 0 || staleExclusions.length > 0) process.exit(1);
  console.log('layer rules: ok');
}
