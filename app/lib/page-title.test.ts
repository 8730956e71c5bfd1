import { describe, expect, it } from 'vitest';
import { filterTitleParts, pageTitle } from './page-title.ts';

describe('page titles', () => {
  it('names the filters, the page and the product', () => {
    expect(
      pageTitle(
        ...filterTitleParts({ states: ['TX'], linesOfBusiness: ['Personal Auto'] }),
        'Filings',
      ),
    ).toBe('TX · Personal Auto · Filings | Rate Filing Intelligence');
    expect(pageTitle(...filterTitleParts({ states: ['TX', 'CA', 'NY'] }), 'Filings')).toBe(
      '3 states · Filings | Rate Filing Intelligence',
    );
    expect(pageTitle()).toBe('Rate Filing Intelligence');
  });
});

describe('every page route sets its title', () => {
  it('calls pageHead in each route file that renders a page', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const root = new URL('../routes/', import.meta.url);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.tsx$/.test(f),
    );
    // The root and the layout of the signed-in pages render no page of their own; / is the landing
    // page, whose title is the product's name (set by the root).
    const untitled = files.filter(
      (f) =>
        !['__root.tsx', '_app.tsx', 'index.tsx'].includes(f) &&
        !readFileSync(new URL(f, root), 'utf8').includes('pageHead('),
    );
    expect(untitled).toEqual([]);
  });
});
