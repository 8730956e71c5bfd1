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
