import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { BriefDocument } from './build-brief-document.ts';
import { renderBriefPdf } from './render-brief-pdf.ts';

const doc = (rows: number): BriefDocument => ({
  title: 'Rate filing brief — TX “autos”',
  subtitle: '2 filings ≥ 1',
  sections: [
    { heading: 'Executive summary', paragraphs: ['The premium-weighted rate impact is +5.0%.'] },
    {
      heading: 'Filings considered',
      paragraphs: [],
      table: {
        columns: ['Tracking number', 'Rate impact'],
        numeric: [false, true],
        rows: Array.from({ length: rows }, (_, k) => [`T-${k + 1}`, `+${k}.0%`]),
      },
    },
  ],
});

async function read(bytes: Uint8Array) {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return { text, totalPages };
}

describe('renderBriefPdf', () => {
  it('prints the title, sections and table rows, with page numbers', async () => {
    const bytes = await renderBriefPdf(doc(3));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text, totalPages } = await read(bytes);
    expect(totalPages).toBe(1);
    for (const expected of [
      'Executive summary',
      'The premium-weighted rate impact is +5.0%.',
      'Tracking number',
      'T-3',
      '+2.0%',
      'page 1 of 1',
    ])
      expect(text).toContain(expected);
  });

  it('folds typographic characters to ASCII and replaces what the fonts cannot encode', async () => {
    const bytes = await renderBriefPdf(doc(1));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Rate filing brief - TX "autos"');
    expect(pdf.getSubject()).toBe('2 filings ? 1');
    expect((await read(bytes)).text).toContain('Rate filing brief - TX "autos"');
  });

  it('continues long tables on new pages, numbering every page', async () => {
    const { text, totalPages } = await read(await renderBriefPdf(doc(120)));
    expect(totalPages).toBeGreaterThanOrEqual(3);
    expect(text).toContain('T-120');
    expect(text).toContain(`page ${totalPages} of ${totalPages}`);
  });
});

describe('renderBriefPdf tables', () => {
  const wide: BriefDocument = {
    title: 'Rate filing brief: TX',
    subtitle: '50 filings',
    sections: [
      {
        heading: 'Filings considered',
        paragraphs: [],
        table: {
          columns: [
            'Tracking number',
            'Carrier',
            'State',
            'Product',
            'Rate impact',
            'Premium change',
          ],
          numeric: [false, false, false, false, true, true],
          rows: Array.from({ length: 90 }, (_, k) => [
            `SFMG-1341820${String(k).padStart(2, '0')}`,
            'Progressive Harbor Mutual Insurance Company of North America',
            'TX',
            'Private Passenger Automobile Program with Extended Coverage Endorsements',
            '+12.5%',
            '$12,345,678',
          ]),
        },
      },
    ],
  };

  it('never cuts an identifier or a cell: long text wraps within its column', async () => {
    const { text } = await read(await renderBriefPdf(wide));
    expect(text).not.toContain('~');
    for (let k = 0; k < 90; k += 1)
      expect(text).toContain(`SFMG-1341820${String(k).padStart(2, '0')}`);
    expect(text).toContain('$12,345,678');
    expect(text).toMatch(/Premium\s+change/);
    expect(text.replace(/\s+/g, ' ')).toContain('Extended Coverage Endorsements');
  });

  it('repeats the header row on every page a table continues on', async () => {
    const bytes = await renderBriefPdf(wide);
    const proxy = await getDocumentProxy(new Uint8Array(bytes));
    const { text: pages, totalPages } = await extractText(proxy, { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(3);
    for (const [k, pageText] of pages.entries()) {
      // Header cells wrap by words: "Rate" over "impact".
      expect(pageText, `page ${k + 1}`).toMatch(/Tracking\s+number/);
      expect(pageText, `page ${k + 1}`).toMatch(/Rate[\s\S]{0,40}impact/);
      if (k > 0) expect(pageText).toContain('Filings considered (continued)');
    }
  });
});
