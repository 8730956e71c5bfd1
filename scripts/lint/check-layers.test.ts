import { describe, expect, it } from 'vitest';
import { applyExclusions, checkLayers, listLayerFiles } from './check-layers.ts';
import type { LayerViolation } from './layer-violations.ts';

const violation = (file: string, rule = 'server-only-marker'): LayerViolation => ({
  file,
  line: 1,
  rule,
  message: 'm',
});

describe('applyExclusions', () => {
  it('drops excluded violations of the named rule only', () => {
    const found = [violation('app/a.server.ts'), violation('app/a.server.ts', 'contract-imports')];
    const report = applyExclusions(found, { 'server-only-marker': ['app/a.server.ts'] });
    expect(report.violations).toEqual([violation('app/a.server.ts', 'contract-imports')]);
    expect(report.staleExclusions).toEqual([]);
  });

  it('reports an exclusion whose file no longer breaks the rule, so it gets removed', () => {
    const report = applyExclusions([], { 'server-only-marker': ['app/fixed.server.ts'] });
    expect(report).toEqual({
      violations: [],
      staleExclusions: ['server-only-marker: app/fixed.server.ts'],
    });
  });
});

describe('checkLayers on this repository', () => {
  it('looks at the app and contract sources, not generated files', () => {
    const files = listLayerFiles(process.cwd());
    expect(files).toContain('app/router.tsx');
    expect(files).not.toContain('app/routeTree.gen.ts');
    expect(files.every((f) => f.startsWith('app/') || f.startsWith('contract/'))).toBe(true);
  });

  it('finds no violation outside the exclusions, and no stale exclusion', () => {
    expect(checkLayers(process.cwd())).toEqual({ violations: [], staleExclusions: [] });
  });
});
