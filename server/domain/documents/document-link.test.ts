import { describe, expect, it } from 'vitest';
import { parseDocumentLink, parseZipTrackingNumbers } from './document-link.ts';
import { ZipCapError } from './zip-cap-error.ts';

describe('parseDocumentLink', () => {
  it('reads PDF, CSV export and zip links', () => {
    expect(parseDocumentLink('filings/SFMA-134393024.pdf')).toEqual({
      kind: 'pdf',
      trackingNumber: 'SFMA-134393024',
    });
    const csv = parseDocumentLink(
      'exports/filings.csv?states=TX&startDate=2024&sortField=rate_impact&sortDirection=ascending',
    );
    expect(csv).toMatchObject({
      kind: 'csv',
      filters: { states: ['TX'], startDate: '2024-01-01' },
      sort: { field: 'rate_impact', direction: 'ascending' },
    });
    expect(parseDocumentLink('exports/pdfs.zip?t=ALSE-G134016536&t=ALSE-G134016536')).toMatchObject(
      { kind: 'zip', trackingNumbers: ['ALSE-G134016536'] },
    );
  });

  it('reads where a PDF link opens and what it highlights', () => {
    expect(parseDocumentLink('filings/SFMA-134393024.pdf?page=3&hl=wildfire,roof+age')).toEqual({
      kind: 'pdf',
      trackingNumber: 'SFMA-134393024',
      highlight: { page: 3, terms: ['wildfire', 'roof age'] },
    });
    expect(parseDocumentLink('filings/SFMA-134393024.pdf?page=7')).toEqual({
      kind: 'pdf',
      trackingNumber: 'SFMA-134393024',
      highlight: { page: 7, terms: [] },
    });
    expect(() => parseDocumentLink('filings/SFMA-134393024.pdf?page=0')).toThrow(
      /Bad PDF link: page must be a whole number/,
    );
    expect(() => parseDocumentLink('filings/SFMA-134393024.pdf?page=1&hl=%3Cb%3E')).toThrow(
      /Bad PDF link: each term of hl/,
    );
    expect(() => parseDocumentLink('filings/SFMA-134393024.pdf?page=1&x=1')).toThrow(
      /unknown parameter/,
    );
  });

  it.each([
    'filings/../x.pdf?page=1',
    'filings/SFMA-134393024.pdf?hl=wildfire',
    '../etc/passwd',
    'filings/../../x.pdf',
    'exports/filings.csv?x=1',
    'exports/filings.csv?startDate=2024-1',
    'exports/pdfs.zip?t=/etc/passwd',
    'file:///etc/passwd',
  ])('refuses %s', (link) => expect(() => parseDocumentLink(link)).toThrow());

  it('caps a zip at 50 files', () => {
    const many = Array.from({ length: 51 }, (_, i) => `ABCD-${100000000 + i}`);
    expect(() => parseZipTrackingNumbers(many)).toThrow(ZipCapError);
    expect(parseZipTrackingNumbers(many.slice(0, 50))).toHaveLength(50);
  });
});
