import { zipSync } from 'fflate';
import { PDFDocument, type PDFPage, StandardFonts } from 'pdf-lib';
import { parsePage } from '#server/data/documents/page-markup.ts';
import { PAGE_HEIGHT, PAGE_WIDTH, PdfCanvas } from '#server/data/documents/pdf-canvas.ts';
import { drawForm, drawTable } from '#server/data/documents/pdf-table.ts';
import { drawHeading, drawParagraph, drawTitle } from '#server/data/documents/pdf-text.ts';
import type { FilingAggregate } from '#server/data/filing-rows.ts';
import { renderGeneratedPdf } from './render-generated-pdf.ts';

/** A page of the generator's documents, by the title of its first line. */
const SUMMARY_TITLES = [
  'Filing at a Glance',
  'Rate/Rule Schedule',
  'Form Schedule',
  'Company Rate Information',
];

/** Pages as the filer attached them: no SERFF jacket header, only the page's own text. */
class AttachmentCanvas extends PdfCanvas {
  override newPage(): PDFPage {
    this.page = this.fonts.regular.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - 48;
    return this.page;
  }
}

/** An attachment's PDF: the generator's page markup laid out as the generator does, without the jacket. */
async function renderAttachment(pages: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const header = {
    serffTrackingNumber: '',
    stateTrackingNumber: null,
    companyTrackingNumber: null,
    state: '',
    filingCompany: '',
    toi: '',
    subToi: '',
    productName: '',
    projectName: null,
    projectNumber: null,
  };
  let canvas: AttachmentCanvas | undefined;
  for (const text of pages) {
    if (canvas) canvas.newPage();
    else canvas = new AttachmentCanvas(pdf, { regular, bold }, header);
    for (const block of parsePage(text)) {
      if (block.kind === 'title') drawTitle(canvas, block.lines);
      else if (block.kind === 'heading') drawHeading(canvas, block.text);
      else if (block.kind === 'paragraph') drawParagraph(canvas, block.text);
      else if (block.kind === 'space') canvas.y -= 6;
      else if (block.kind === 'form') drawForm(canvas, block.rows);
      else drawTable(canvas, block.header, block.rows);
    }
  }
  canvas?.numberPages();
  return pdf.save({ useObjectStreams: true });
}

/**
 * A competitor comparison exhibit: other carriers' companies and rate changes, and another
 * state, in the very layout of the filing's own summary. Nothing of it belongs to the filing.
 */
const COMPARISON = [
  'Competitor Rate Comparison',
  '',
  'State:\tTexas',
  'Company:\tRival Mutual Insurance Company',
  '',
  'Company Rate Information:',
  'Company Name\tOverall % Indicated Change\tOverall % Rate Impact\tWritten Premium Change for this Program\t# of Policy Holders Affected for this Program\tWritten Premium for this Program',
  'Rival Mutual Insurance Company\t+9.100%\t+7.500%\t$1,250,000\t12,000\t$16,666,667',
  'Harbor Light Casualty Company\t+4.000%\t+3.200%\t$640,000\t8,100\t$20,000,000',
].join('\n');

/** What the zip holds: its entries, and which pages of the generator's PDF each PDF entry took. */
export type SerffZip = {
  zip: Uint8Array;
  summaryName: string;
  /** The summary's pages (jacket header on each, as SERFF prints it). */
  summaryPages: number;
  /** Every PDF entry with its page count, in the order the importer joins them (summary first). */
  pdfs: { name: string; pages: number }[];
  /** Entries that are not PDFs, which the importer leaves out. */
  others: string[];
};

const pageCount = async (bytes: Uint8Array): Promise<number> =>
  (await PDFDocument.load(bytes)).getPageCount();

/**
 * A generated filing as SERFF Filing Access delivers it, zipped: the filing summary that SERFF
 * prints (Filing at a Glance, the schedules, the company rate information, with the jacket
 * header) and the filer's attachments in folders, as filed (no jacket): the rate/rule schedule's
 * rate pages, the supporting documentation (the actuarial memorandum, a competitor comparison
 * naming other companies and another state, a spreadsheet), the correspondence (letters), and
 * an archiver's __MACOSX litter. The summary's name does not sort first.
 */
export async function renderSerffZip(a: FilingAggregate): Promise<SerffZip> {
  const tn = a.whole.serff_tracking_number;
  const kinds = new Map<string, string[]>();
  const summary: FilingAggregate['pages'] = [];
  for (const page of a.pages) {
    const title = page.content.split('\n')[0] ?? '';
    if (SUMMARY_TITLES.includes(title)) {
      summary.push(page);
      continue;
    }
    const kind = title.startsWith('Actuarial Memorandum')
      ? 'Supporting Documentation/Actuarial Memorandum.pdf'
      : title.startsWith('Rate Pages') || title.startsWith('Territory Definitions')
        ? `Rate-Rule Schedule/${tn} rate pages.pdf`
        : 'Correspondence/Letters.pdf';
    kinds.set(kind, [...(kinds.get(kind) ?? []), page.content]);
  }
  const summaryName = `${tn}.pdf`;
  const summaryBytes = await renderGeneratedPdf({ ...a, pages: summary });
  const entries: Record<string, Uint8Array> = { [summaryName]: summaryBytes };
  const attachments = new Map<string, Uint8Array>();
  for (const [name, pages] of kinds) attachments.set(name, await renderAttachment(pages));
  attachments.set(
    'Supporting Documentation/Competitor comparison.pdf',
    await renderAttachment([COMPARISON]),
  );
  for (const [name, bytes] of attachments) entries[name] = bytes;
  const others = ['Supporting Documentation/Rate exhibits.xlsx'];
  entries['Supporting Documentation/Rate exhibits.xlsx'] = new TextEncoder().encode('PK not real');
  entries[`__MACOSX/._${summaryName}`] = new Uint8Array([0, 5, 22, 7]);
  const pdfs = [{ name: summaryName, pages: await pageCount(summaryBytes) }];
  for (const name of [...attachments.keys()].sort((x, y) => x.localeCompare(y)))
    pdfs.push({ name, pages: await pageCount(attachments.get(name) as Uint8Array) });
  return {
    zip: zipSync(entries),
    summaryName,
    summaryPages: pdfs[0]?.pages ?? 0,
    pdfs,
    others,
  };
}
