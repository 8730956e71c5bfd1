// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ObjectionSummarySchema } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { renderPage } from '#tests/support/render/render-page.tsx';
import { ObjectionSummaryPanel } from './objection-summary-panel.tsx';

afterEach(cleanup);

/** Bar rows of the chart's table alternative (its first column names the theme). */
const chartThemes = (chart: HTMLElement) =>
  within(chart)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');

describe('ObjectionSummaryPanel', () => {
  it('draws the 15 most frequent themes and shows all of them on demand', async () => {
    // 20 themes, in no particular order: theme 20 is raised by 20 letters, theme 1 by one.
    const themes = Array.from({ length: 20 }, (_, i) => ({
      theme: `Theme ${((i * 7) % 20) + 1}`,
      totalObjections: ((i * 7) % 20) + 1,
    }));
    const summary = create(ObjectionSummarySchema, { summary: 'Twenty themes.', themes });
    await renderPage(() => <ObjectionSummaryPanel summary={summary} onTheme={() => {}} />, {
      path: '/objections',
    });
    const chart = await screen.findByTestId('theme-chart');
    const shown = chartThemes(chart);
    expect(shown).toHaveLength(15);
    expect(shown[0]).toBe('Theme 20');
    expect(shown).not.toContain('Theme 5');

    const toggle = within(chart).getByRole('button', { name: 'Show all 20 themes' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(chartThemes(chart)).toHaveLength(20);
    const back = within(chart).getByRole('button', { name: 'Show the top 15 themes' });
    expect(back.getAttribute('aria-expanded')).toBe('true');
    // The table of where each theme occurs still lists every theme.
    expect(within(screen.getByTestId('theme-table')).getAllByRole('row')).toHaveLength(21);
  });
});
