import { describe, expect, it } from 'vitest';
import { filingsSearchSchema } from '#app/lib/search/filings-search-schema.ts';
import { readExportQuery } from '#contract/filings/export-query.ts';
import { csvExportLink, pdfZipLink } from './document-links.ts';

describe('csvExportLink', () => {
  it('carries the default view: one row per filing, the default sort', () => {
    expect(csvExportLink(filingsSearchSchema.parse({}))).toBe(
      'exports/filings.csv?rows=filings&sortField=written_premium_change&sortDirection=descending',
    );
  });
  it('exports one row per filing and company in the per-company view', () => {
    const link = csvExportLink(filingsSearchSchema.parse({ rows: 'companies' }));
    expect(link).toBe(
      'exports/filings.csv?sortField=written_premium_change&sortDirection=descending',
    );
    expect(readExportQuery(new URLSearchParams(link.split('?')[1])).rows).toBe('companies');
  });
  it('carries every filter, partial dates and the sort, but not the page', () => {
    const search = filingsSearchSchema.parse({
      sort: { field: 'rate-impact', direction: 'ascending' },
      pagination: { page: 4, pageSize: 25 },
      startDate: { year: 2024 },
      endDate: { year: 2024, month: 6, day: 30 },
      carriers: ['A & B', 'C'],
      states: ['TX'],
      productNames: ['Home+'],
    });
    const link = csvExportLink(search);
    const params = new URLSearchParams(link.split('?')[1]);
    expect(link.startsWith('exports/filings.csv?')).toBe(true);
    expect(params.getAll('carriers')).toEqual(['A & B', 'C']);
    expect(params.getAll('states')).toEqual(['TX']);
    expect(params.get('productNames')).toBe('Home+');
    expect(params.get('startDate')).toBe('2024');
    expect(params.get('endDate')).toBe('2024-06-30');
    expect(params.get('sortField')).toBe('rate_impact');
    expect(params.get('sortDirection')).toBe('ascending');
    expect(params.has('page')).toBe(false);
    expect(params.has('dateBasis')).toBe(false);
  });
  it('carries the tracking-number filter, and the export reads it back', () => {
    const search = filingsSearchSchema.parse({ tracking: 'SFMA-134393024,ALSE-G134016536' });
    const params = new URLSearchParams(csvExportLink(search).split('?')[1]);
    expect(params.get('tracking')).toBe('SFMA-134393024,ALSE-G134016536');
    expect(readExportQuery(params).filters.trackingNumbers).toEqual([
      'SFMA-134393024',
      'ALSE-G134016536',
    ]);
  });
  it('carries the date basis of a date range, and the export reads it back', () => {
    const search = filingsSearchSchema.parse({ startDate: { year: 2024 }, dateBasis: 'submitted' });
    const link = csvExportLink(search);
    const params = new URLSearchParams(link.split('?')[1]);
    expect(params.get('dateBasis')).toBe('submitted');
    expect(readExportQuery(params).filters).toMatchObject({
      startDate: { year: 2024, month: 0, day: 0 },
      dateBasis: 2,
    });
    expect(readExportQuery(params).sort).toEqual({
      field: 'written_premium_change',
      direction: 'descending',
    });
  });
});

describe('pdfZipLink', () => {
  it('lists each tracking number once', () => {
    expect(pdfZipLink(['AB-1234', 'CD-5678', 'AB-1234'])).toBe(
      'exports/pdfs.zip?t=AB-1234&t=CD-5678',
    );
  });
});
