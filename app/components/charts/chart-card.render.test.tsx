// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartCard } from './chart-card.tsx';

afterEach(cleanup);

const ROWS = [
  { id: 'CA', name: 'CA', value: '12' },
  { id: 'TX', name: 'TX', value: '7' },
];
const COLUMNS = [
  { key: 'name', label: 'State' },
  { key: 'value', label: 'Filings', numeric: true },
];

describe('ChartCard', () => {
  it("gives screen readers the chart's figures as a table named by its title, in plain elements", () => {
    render(
      <MantineProvider>
        <ChartCard title="Filings by state" columns={COLUMNS} rows={ROWS} chartHeight={240}>
          <div>chart</div>
        </ChartCard>
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Filings by state' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['State', 'Filings']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: '7' })).toBeTruthy();
    // Nobody sees this copy: Mantine's styled table parts would only cost render time.
    expect(table.closest('[class*="mantine-Table"]')).toBeNull();
    expect(table.querySelector('[class*="mantine-"]')).toBeNull();
  });

  it('draws the chart after its first render, in a space of its height, the table at once', () => {
    const card = (
      <MantineProvider>
        <ChartCard title="Filings by state" columns={COLUMNS} rows={ROWS} chartHeight={240}>
          <div data-testid="the-chart">chart</div>
        </ChartCard>
      </MantineProvider>
    );
    // The first render (what a page change commits before the charts, and what the server sends):
    // the title, the figures for screen readers and the room for the chart, not the chart.
    const first = renderToString(card);
    expect(first).not.toContain('the-chart');
    expect(first).toContain('data-chart-pending');
    expect(first).toContain('height:240px');
    expect(first).toContain('Filings by state');
    expect(first).toContain('<td>7</td>');
    // Once mounted, the chart replaces the room kept for it.
    render(card);
    expect(screen.getByTestId('the-chart')).toBeTruthy();
    expect(document.querySelector('[data-chart-pending]')).toBeNull();
  });
});
