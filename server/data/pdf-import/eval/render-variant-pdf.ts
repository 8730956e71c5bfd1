import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import {
  letterDate,
  pct1,
  relativity,
  serffDate,
  wholeDollars,
} from '#server/data/documents/document-formats.ts';
import type { FilingAggregate, RatingFactorRow } from '#server/data/filing-rows.ts';
import { formatCount, formatPercent } from '#server/data/format-figures.ts';
import type { RateField } from '#server/data/pdf-import/extracted-filing.ts';
import { STATE_NAMES } from '#server/data/reference/us-states.ts';
import { printsRates } from './expected-values.ts';
import type { FactorColumnName, RateColumnName, VariantOptions } from './variant-options.ts';

const WIDTH = 612;
const HEIGHT = 792;
const LEFT = 46;
const RIGHT = WIDTH - 46;
const TOP = 740;
const BOTTOM = 60;
const PAD = 3;
const GRID = rgb(0.5, 0.5, 0.5);

const FONTS = {
  Helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  TimesRoman: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  Courier: [StandardFonts.Courier, StandardFonts.CourierBold],
} as const;

const SERFF_LABELS = {
  serff_tracking_number: 'SERFF Tr Num',
  state_tracking_number: 'State Tr Num',
  company_tracking_number: 'Co Tr Num',
  carrier: 'Group Name',
  state: 'State',
  line_of_business: 'TOI',
  sub_toi: 'Sub-TOI',
  filing_type: 'Filing Type',
  disposition_status: 'State Status',
  product_name: 'Product Name',
  submitted_date: 'Date Submitted',
  disposition_date: 'Disposition Date',
  company: 'Company',
} as const;

const RATE_HEADERS: Record<RateColumnName, string> = {
  company: 'Company Name',
  indicated_change: 'Overall % Indicated Change',
  rate_impact: 'Overall % Rate Impact',
  written_premium_change: 'Written Premium Change for this Program',
  policyholders_affected: '# of Policy Holders Affected for this Program',
  written_premium_for_program: 'Written Premium for this Program',
  max_change: "Maximum % Change (where req'd)",
  min_change: "Minimum % Change (where req'd)",
};
const FACTOR_HEADERS: Record<FactorColumnName, string> = {
  level: 'Level',
  before: 'Current Relativity',
  after: 'Proposed Relativity',
  change: '% Change',
};

const ascii = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?');

class Writer {
  page!: PDFPage;
  y = TOP;
  readonly pdf: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly o: VariantOptions;
  constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont, o: VariantOptions) {
    this.pdf = pdf;
    this.regular = regular;
    this.bold = bold;
    this.o = o;
    this.newPage();
  }
  newPage(): void {
    this.page = this.pdf.addPage([WIDTH, HEIGHT]);
    this.y = TOP;
  }
  ensure(height: number): boolean {
    if (this.y - height >= BOTTOM) return false;
    this.newPage();
    return true;
  }
  width(text: string, font = this.regular, size = this.o.size): number {
    return font.widthOfTextAtSize(ascii(text), size);
  }
  text(text: string, x: number, y: number, font = this.regular, size = this.o.size): void {
    if (text !== '') this.page.drawText(ascii(text), { x, y, size, font });
  }
  wrap(text: string, width: number, font = this.regular): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of ascii(text)
      .split(' ')
      .filter((w) => w !== '')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.width(candidate, font) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
    return lines;
  }
  title(text: string, size = this.o.size + 5): void {
    this.ensure(size * 3);
    this.text(text, (WIDTH - this.width(text, this.bold, size)) / 2, this.y, this.bold, size);
    this.y -= size * 2.2;
  }
}

function formatDate(iso: string | null | undefined, format: VariantOptions['dateFormat']): string {
  if (!iso) return '';
  if (format === 'iso') return iso;
  if (format === 'long') return letterDate(iso);
  return serffDate(iso);
}

function summaryPairs(a: FilingAggregate, o: VariantOptions): [string, string][] {
  const w = a.whole;
  const label = (key: keyof typeof SERFF_LABELS) => o.labels[key] ?? SERFF_LABELS[key];
  const date = (iso: string | null | undefined) => formatDate(iso, o.dateFormat);
  const pairs: [string, string][] = [
    [label('serff_tracking_number'), w.serff_tracking_number],
    [label('state_tracking_number'), w.state_tracking_number ?? ''],
    [label('company_tracking_number'), w.company_tracking_number ?? ''],
    [label('product_name'), w.product_name],
    [label('state'), STATE_NAMES.get(w.state) ?? w.state],
    [label('filing_type'), w.filing_type],
    [label('line_of_business'), w.line_of_business],
    [label('sub_toi'), w.sub_toi],
    [label('disposition_status'), w.disposition_status],
    [label('submitted_date'), date(w.submitted_date)],
    ['Project Name/Number', `${w.project_name ?? ''}/${w.project_number ?? ''}`],
  ];
  if (o.labels.effective_date_new || o.labels.effective_date_renewal) {
    pairs.push([
      o.labels.effective_date_new ?? 'Effective Date Requested (New)',
      date(w.effective_date_new),
    ]);
    pairs.push([
      o.labels.effective_date_renewal ?? 'Effective Date Requested (Renewal)',
      date(w.effective_date_renewal),
    ]);
  } else
    pairs.push([
      'Implementation Date Requested',
      `New: ${date(w.effective_date_new)}; Renewal: ${date(w.effective_date_renewal)}`,
    ]);
  pairs.push([label('disposition_date'), date(w.disposition_date)]);
  pairs.push([label('carrier'), w.carrier]);
  for (const f of a.filings) pairs.push([label('company'), f.company]);
  return pairs;
}

function drawSummary(wr: Writer, a: FilingAggregate): void {
  const o = wr.o;
  wr.title('Filing Summary');
  const pairs = summaryPairs(a, o);
  const columns = o.twoColumns ? 2 : 1;
  const columnWidth = (RIGHT - LEFT) / columns;
  const labelWidth = Math.max(...pairs.map(([l]) => wr.width(`${l}:`, wr.bold))) + 8;
  for (let k = 0; k < pairs.length; k += columns) {
    const row = pairs.slice(k, k + columns);
    let used = 1;
    for (const [c, [label, value]] of row.entries()) {
      const x = LEFT + c * columnWidth;
      if (o.labelStyle === 'inline') {
        const lines = wr.wrap(`${label}: ${value}`, columnWidth - 10);
        for (const [n, line] of lines.entries()) wr.text(line, x, wr.y - n * o.size * 1.2);
        used = Math.max(used, lines.length);
      } else if (o.labelStyle === 'stacked') {
        wr.text(`${label}:`, x, wr.y, wr.bold);
        wr.text(value, x, wr.y - o.size * 1.25);
        used = Math.max(used, 2);
      } else {
        wr.text(`${label}:`, x, wr.y, wr.bold);
        const lines = wr.wrap(value, columnWidth - labelWidth - 12);
        for (const [n, line] of lines.entries())
          wr.text(line, x + labelWidth, wr.y - n * o.size * 1.2);
        used = Math.max(used, lines.length);
      }
    }
    wr.y -= used * o.size * 1.25 + o.size * 0.9;
    wr.ensure(o.size * 4);
  }
}

function drawImagePage(wr: Writer): void {
  wr.newPage();
  const page = wr.page;
  page.drawRectangle({ x: 60, y: 120, width: 490, height: 600, color: rgb(0.95, 0.95, 0.93) });
  for (let k = 0; k < 40; k++)
    page.drawRectangle({
      x: 80,
      y: 690 - k * 14,
      width: 200 + ((k * 37) % 230),
      height: 5,
      color: rgb(0.3, 0.3, 0.3),
    });
}

type Table = { header: string[]; rows: string[][]; numeric: boolean[] };

function columnWidths(wr: Writer, t: Table): number[] {
  const longestWord = (text: string, font: PDFFont) =>
    Math.max(0, ...text.split(' ').map((word) => wr.width(word, font)));
  const least = t.header.map(
    (h, c) =>
      Math.max(longestWord(h, wr.bold), ...t.rows.map((r) => longestWord(r[c] ?? '', wr.regular))) +
      2 * PAD +
      2,
  );
  const want = t.header.map((h, c) => {
    const cells = Math.max(0, ...t.rows.map((r) => Math.min(wr.width(r[c] ?? ''), 160)));
    return Math.max(
      least[c] ?? 0,
      Math.min(wr.width(h, wr.bold), 80) + 2 * PAD + 2,
      cells + 2 * PAD + 2,
    );
  });
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const room = RIGHT - LEFT;
  if (sum(want) <= room) return want.map((x) => x + (room - sum(want)) / want.length);
  // Too wide: shrink the columns that can wrap, never below their longest word.
  const k = Math.max(0, (room - sum(least)) / Math.max(1, sum(want) - sum(least)));
  return want.map((x, c) => (least[c] ?? 0) + (x - (least[c] ?? 0)) * k);
}

function drawRow(
  wr: Writer,
  cells: string[],
  widths: number[],
  kind: 'header' | 'body',
  numeric: boolean[],
): void {
  const font = kind === 'header' ? wr.bold : wr.regular;
  const line = wr.o.size * 1.2;
  const wrapped = widths.map((w, c) => wr.wrap(cells[c] ?? '', w - 2 * PAD, font));
  const height = Math.max(...wrapped.map((l) => l.length)) * line + 2 * PAD;
  wr.ensure(height);
  let x = LEFT;
  for (const [c, w] of widths.entries()) {
    if (wr.o.ruled)
      wr.page.drawRectangle({
        x,
        y: wr.y - height,
        width: w,
        height,
        borderColor: GRID,
        borderWidth: 0.5,
      });
    let y = wr.y - PAD - wr.o.size + 1;
    for (const text of wrapped[c] ?? []) {
      const tw = wr.width(text, font);
      const tx = kind === 'header' ? x + (w - tw) / 2 : numeric[c] ? x + w - PAD - tw : x + PAD;
      wr.text(text, tx, y, font);
      y -= line;
    }
    x += w;
  }
  wr.y -= height;
}

function drawTable(wr: Writer, title: string, t: Table, splitAfter: number): void {
  const widths = columnWidths(wr, t);
  const heading = () => {
    wr.text(title, LEFT, wr.y, wr.bold, wr.o.size + 1.5);
    wr.y -= wr.o.size * 2.4;
  };
  wr.ensure(wr.o.size * 10);
  heading();
  drawRow(wr, t.header, widths, 'header', t.numeric);
  for (const [k, row] of t.rows.entries()) {
    if (splitAfter > 0 && k === splitAfter) {
      wr.newPage();
      if (wr.o.repeatHeader) {
        title = `${title} (continued)`;
        heading();
        drawRow(wr, t.header, widths, 'header', t.numeric);
      }
    }
    drawRow(wr, row, widths, 'body', t.numeric);
  }
  wr.y -= wr.o.size * 2.5;
}

function money(value: number | null | undefined, o: VariantOptions): string {
  if (o.parenthesesForNegatives && value !== null && value !== undefined && value < 0)
    return `(${wholeDollars(-value)})`;
  return wholeDollars(value);
}

function rateCell(
  column: RateColumnName,
  figures: Record<RateField, number | null | undefined>,
  name: string,
  o: VariantOptions,
): string {
  if (column === 'company') return name;
  const v = figures[column];
  if (column === 'written_premium_change' || column === 'written_premium_for_program')
    return money(v, o);
  if (column === 'policyholders_affected') return formatCount(v);
  return formatPercent(v);
}

function drawRates(wr: Writer, a: FilingAggregate): void {
  const o = wr.o;
  const w = a.whole;
  wr.newPage();
  wr.title('Company Rate Information');
  if (!printsRates(w.filing_type)) {
    wr.text('Rate data does NOT apply to filing.', LEFT, wr.y);
    wr.y -= o.size * 2;
    return;
  }
  const rows = a.filings.map((f) =>
    o.rateColumns.map((c) =>
      rateCell(
        c,
        {
          indicated_change: f.indicated_change,
          rate_impact: f.rate_impact,
          written_premium_change: f.written_premium_change,
          policyholders_affected: f.policyholders_affected,
          written_premium_for_program: f.written_premium_for_program,
          max_change: f.max_change,
          min_change: f.min_change,
        },
        f.company,
        o,
      ),
    ),
  );
  rows.push(
    o.rateColumns.map((c) =>
      rateCell(
        c,
        {
          indicated_change: w.overall_indicated_change,
          rate_impact: w.overall_rate_impact,
          written_premium_change: w.overall_written_premium_change,
          policyholders_affected: w.overall_policyholders_affected,
          written_premium_for_program: w.overall_written_premium,
          max_change: w.overall_max_change,
          min_change: w.overall_min_change,
        },
        'Overall',
        o,
      ),
    ),
  );
  const header = o.rateColumns.map((c) => o.rateHeaders[c] ?? RATE_HEADERS[c]);
  drawTable(
    wr,
    'Rate Information by Company',
    { header, rows, numeric: o.rateColumns.map((c) => c !== 'company') },
    o.splitRateTableAfter,
  );
}

function factorCell(column: FactorColumnName, level: RatingFactorRow['levels'][number]): string {
  if (column === 'level') return level.base ? `${level.level} (base)` : level.level;
  if (column === 'before') return relativity(level.before);
  if (column === 'after') return relativity(level.after);
  return pct1(level.change);
}

function drawFactors(wr: Writer, a: FilingAggregate): void {
  const o = wr.o;
  if (a.factors.length === 0) return;
  wr.newPage();
  wr.title('Rate Pages');
  for (const [k, factor] of a.factors.entries()) {
    const title = o.factorTitle
      .replace('{n}', String(301 + k))
      .replace('{name}', factor.factor)
      .replace(' ({category})', factor.category ? ` (${factor.category})` : '');
    const header = o.factorColumns.map((c) => o.factorHeaders[c] ?? FACTOR_HEADERS[c]);
    const rows = factor.levels.map((l) => o.factorColumns.map((c) => factorCell(c, l)));
    drawTable(
      wr,
      title,
      { header, rows, numeric: o.factorColumns.map((c) => c !== 'level') },
      o.splitFactorTableAfter,
    );
  }
}

/** Renders a generated filing in a hand-varied layout (variant-options.ts). */
export async function renderVariantPdf(a: FilingAggregate, o: VariantOptions): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const [regularName, boldName] = FONTS[o.font];
  const wr = new Writer(pdf, await pdf.embedFont(regularName), await pdf.embedFont(boldName), o);
  drawSummary(wr, a);
  if (o.imageOnlyPage) drawImagePage(wr);
  drawRates(wr, a);
  drawFactors(wr, a);
  const pages = pdf.getPages();
  for (const [k, page] of pages.entries()) {
    if (o.imageOnlyPage && k === 1) continue;
    page.drawText(`Page ${k + 1} of ${pages.length}`, {
      x: WIDTH / 2 - 20,
      y: 28,
      size: 7,
      font: wr.regular,
    });
  }
  return pdf.save({ useObjectStreams: true });
}
