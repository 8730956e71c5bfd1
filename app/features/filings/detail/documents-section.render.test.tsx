// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '#app/lib/theme.ts';
import { FilingSchema } from '#gen/ratefiling/v1/filing_pb.ts';
import { type DocumentMatch, DocumentsSection } from './documents-section.tsx';
import type { PdfPageAnchorOwner } from './matched-pdf-page.ts';

afterEach(cleanup);

const TN = 'ACME-100000001';

function renderSection(
  pdfPageCount: number,
  match?: DocumentMatch,
  pdfLink = `filings/${TN}.pdf`,
  anchorOwner?: PdfPageAnchorOwner,
) {
  const filing = create(FilingSchema, { serffTrackingNumber: TN, pdfLink, pdfPageCount });
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DocumentsSection filing={filing} match={match} anchorOwner={anchorOwner} />
    </MantineProvider>,
  );
}

describe('the documents section of a filing', () => {
  it('marks the page a search hit came from and opens it with the terms highlighted', () => {
    renderSection(5, { page: 3, terms: ['dislocation', 'roof age', 'territ*'] });
    const heading = screen.getByRole('heading', { name: 'Documents' });
    expect(heading.id).toBe('documents-heading');
    const match = screen.getByTestId('document-match');
    expect(match.dataset.page).toBe('3');
    // The search hit's link scrolls here (#pdf-page-3): no other part of the page shows page 3.
    expect(match.id).toBe('pdf-page-3');
    expect(match.textContent).toBe(
      'Your search matched page 3 for dislocation, roof age, territ….Open page 3 with highlights',
    );
    expect(within(match).getByTestId('document-match-open').getAttribute('href')).toBe(
      `/documents/filings/${TN}.pdf?page=3&hl=dislocation%2Croof+age%2Cterrit*#page=3`,
    );
    const pages = within(screen.getByTestId('document-pages')).getAllByRole('link');
    expect(pages.map((link) => link.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(pages.filter((link) => link.getAttribute('aria-current') === 'true')).toEqual([
      pages[2],
    ]);
    expect(pages[2]?.getAttribute('aria-label')).toBe('PDF page 3, matched your search (new tab)');
    expect(pages[0]?.getAttribute('href')).toBe(
      `/documents/filings/${TN}.pdf?page=1&hl=dislocation%2Croof+age%2Cterrit*#page=1`,
    );
  });

  it('leaves the anchor to the factor table the page prints, and links to it', () => {
    renderSection(5, { page: 4, terms: ['territory'] }, `filings/${TN}.pdf`, {
      kind: 'factor',
      key: 'Territory||',
      name: 'Territory',
    });
    const match = screen.getByTestId('document-match');
    expect(match.id).toBe('');
    expect(match.textContent).toContain('It prints the Territory table.');
    expect(
      within(match).getByRole('link', { name: 'the Territory table' }).getAttribute('href'),
    ).toBe('#pdf-page-4');
  });

  it('lists the pages without a mark when not opened from a search hit', () => {
    renderSection(2);
    expect(screen.getByTestId('documents').textContent).toContain('Filing PDF · 2 pages');
    expect(screen.queryByTestId('document-match')).toBeNull();
    expect(
      within(screen.getByTestId('document-pages'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/documents/filings/${TN}.pdf#page=1`, `/documents/filings/${TN}.pdf#page=2`]);
  });

  it('says so when the filing has no PDF, and lists no pages of a very long one', () => {
    renderSection(0, { page: 1, terms: ['rate'] }, '');
    expect(screen.getByTestId('documents').textContent).toBe('This filing has no PDF.');
    cleanup();
    renderSection(400, { page: 120, terms: ['rate'] });
    expect(screen.queryByTestId('document-pages')).toBeNull();
    expect(screen.getByTestId('document-match').dataset.page).toBe('120');
  });
});
