// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
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
        <ChartCard title="Filings by state" columns={COLUMNS} rows={ROWS}>
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
});
