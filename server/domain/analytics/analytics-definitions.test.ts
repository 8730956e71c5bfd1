import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DATE_BASIS_DEFINITIONS,
  FIGURE_DEFINITIONS,
  POPULATION_DEFINITIONS,
  POPULATION_LABELS,
  populationScopeLabel,
} from './analytics-definitions.ts';

const doc = readFileSync(
  new URL('../../../docs/analytics-definitions.md', import.meta.url),
  'utf8',
);
const dashboards = doc.slice(doc.indexOf('## Dashboards'));

describe('docs/analytics-definitions.md', () => {
  it('has a Dashboards section quoting every definition the app shows', () => {
    expect(doc).toContain('## Dashboards');
    const texts = [
      ...Object.values(POPULATION_LABELS),
      ...Object.values(POPULATION_DEFINITIONS),
      ...Object.values(DATE_BASIS_DEFINITIONS),
      ...Object.values(FIGURE_DEFINITIONS),
      populationScopeLabel('rate_changes', 'effective'),
    ];
    for (const text of texts) expect(dashboards).toContain(text);
  });
});
