import { describe, expect, it } from 'vitest';
import {
  DATE_BASIS_DEFINITIONS,
  FIGURE_DEFINITIONS,
  POPULATION_DEFINITIONS,
  POPULATION_LABELS,
  populationScopeLabel,
} from '#contract/analytics/analytics-definitions.ts';
// The document as text, through Vite.
import doc from '/docs/analytics-definitions.md?raw';

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
