// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartCard } from './chart-card.tsx';
import { NEAR_VIEWPORT_MARGIN } from './use-drawn-near-viewport.ts';

/** An IntersectionObserver the test drives: `report(true)` says the card came near the viewport. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  private readonly callback: IntersectionObserverCallback;
  readonly options?: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    if (this.disconnected) return;
    const entries = this.targets.map((target) => ({ target, isIntersecting }));
    this.callback(
      entries as unknown as IntersectionObserverEntry[],
      this as unknown as IntersectionObserver,
    );
  }
}

const observer = () => {
  const last = FakeIntersectionObserver.instances.at(-1);
  if (!last) throw new Error('no IntersectionObserver was made');
  return last;
};

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROWS = [
  { id: 'CA', name: 'CA', value: '12' },
  { id: 'TX', name: 'TX', value: '7' },
];
const COLUMNS = [
  { key: 'name', label: 'State' },
  { key: 'value', label: 'Filings', numeric: true },
];

/** A card whose chart is a plain element the tests look for. */
const card = (
  <MantineProvider>
    <ChartCard title="Filings by state" columns={COLUMNS} rows={ROWS} chartHeight={240}>
      <div data-testid="the-chart">chart</div>
    </ChartCard>
  </MantineProvider>
);

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

  it('draws the chart after its first render, in a space of its height, the table at once', async () => {
    // The first render (what a page change commits before the charts, and what the server sends):
    // the title, the figures for screen readers and the room for the chart, not the chart.
    const first = renderToString(card);
    expect(first).not.toContain('the-chart');
    expect(first).toContain('data-chart-pending');
    expect(first).toContain('height:240px');
    expect(first).toContain('Filings by state');
    expect(first).toContain('<td>7</td>');
    // Once mounted and reported in view, the chart replaces the room kept for it.
    render(card);
    expect(screen.queryByTestId('the-chart')).toBeNull();
    expect(document.querySelector('[data-chart-pending]')).not.toBeNull();
    // The card itself is watched, with a margin of one viewport height.
    expect(observer().targets[0]?.closest('section')).not.toBeNull();
    expect(observer().options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    await act(async () => observer().report(true));
    expect(screen.getByTestId('the-chart')).toBeTruthy();
    expect(document.querySelector('[data-chart-pending]')).toBeNull();
    expect(document.querySelector('[data-chart-deferred]')).toBeNull();
    expect(observer().disconnected).toBe(true);
  });

  it('keeps a chart far from the viewport undrawn, marked deferred, until it comes near', async () => {
    render(card);
    await act(async () => observer().report(false));
    expect(screen.queryByTestId('the-chart')).toBeNull();
    // Not "pending" (which tests and the benchmark wait on): it waits for the reader.
    expect(document.querySelector('[data-chart-pending]')).toBeNull();
    const room = document.querySelector<HTMLElement>('[data-chart-deferred]');
    expect(room?.style.height).toBe('240px');
    // The figures are there all the while.
    expect(screen.getByRole('table', { name: 'Filings by state' })).toBeTruthy();
    await act(async () => observer().report(true));
    expect(screen.getByTestId('the-chart')).toBeTruthy();
    expect(document.querySelector('[data-chart-deferred]')).toBeNull();
  });

  it('draws a deferred chart when the page is printed', async () => {
    render(card);
    await act(async () => observer().report(false));
    expect(screen.queryByTestId('the-chart')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    // Drawn synchronously, before the browser lays the page out for paper.
    expect(screen.getByTestId('the-chart')).toBeTruthy();
    expect(document.querySelector('[data-chart-deferred]')).toBeNull();
    expect(observer().disconnected).toBe(true);
  });

  it('draws at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await act(async () => {
      render(card);
    });
    expect(screen.getByTestId('the-chart')).toBeTruthy();
    expect(document.querySelector('[data-chart-pending]')).toBeNull();
  });
});
