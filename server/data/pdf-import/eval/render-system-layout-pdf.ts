import { PDFDocument, StandardFonts } from 'pdf-lib';
import { letterDate, relativity, serffDate } from '#server/data/documents/document-formats.ts';
import type { FilingAggregate } from '#server/data/filing-rows.ts';
import { formatCount } from '#server/data/format-figures.ts';
import type { RateField } from '#server/data/pdf-import/extracted-filing.ts';
import { STATE_NAMES } from '#server/data/reference/us-states.ts';
import { printsRates } from './expected-values.ts';
import { LayoutWriter } from './layout-writer.ts';
import type { SummaryLabel, SystemLayout } from './system-layout-options.ts';

const FONTS = {
  Helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  TimesRoman: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  Courier: [StandardFonts.Courier, StandardFonts.CourierBold],
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function date(iso: string | null | undefined, format: SystemLayout['dateFormat']): string {
  if (!iso) return '';
  switch (format) {
    case 'iso':
      return iso.slice(0, 10);
    case 'long':
      return letterDate(iso);
    case 'dashes':
      return serffDate(iso).replaceAll('/', '-');
    case 'abbreviated':
      return `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
    default:
      return serffDate(iso);
  }
}

function percent(v: number | null | undefined, style: SystemLayout['percent']): string {
  if (v === null || v === undefined) return 'n/a';
  const body = `${Math.abs(v).toFixed(3)}`;
  const sign = v < 0 ? '-' : style === 'unsigned' || v === 0 ? '' : '+';
  return style === 'spaced' ? `${sign}${body} %` : `${sign}${body}%`;
}

function money(v: number | null | undefined, style: SystemLayout['money']): string {
  if (v === null || v === undefined) return 'n/a';
  const digits = String(Math.round(Math.abs(v))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = style === 'cents' ? `$${digits}.00` : `$${digits}`;
  if (v >= 0) return body;
  return style === 'parentheses' ? `(${body})` : `-${body}`;
}

type Figures = Partial<Record<RateField, number | null>>;

function figureText(field: RateField, f: Figures, o: SystemLayout): string {
  const v = f[field];
  if (field === 'written_premium_change' || field === 'written_premium_for_program')
    return money(v, o.money);
  if (field === 'policyholders_affected') return formatCount(v);
  return percent(v, o.percent);
}

function summaryPairs(a: FilingAggregate, o: SystemLayout): [string, string][] {
  const w = a.whole;
  const d = (iso: string | null | undefined) => date(iso, o.dateFormat);
  const values: [SummaryLabel, string][] = [
    ['serff_tracking_number', w.serff_tracking_number],
    ['state_tracking_number', w.state_tracking_number ?? ''],
    ['company_tracking_number', w.company_tracking_number ?? ''],
    ['carrier', w.carrier],
    ['state', STATE_NAMES.get(w.state) ?? w.state],
    ['line_of_business', w.line_of_business],
    ['sub_toi', w.sub_toi],
    ['filing_type', w.filing_type],
    ['product_name', w.product_name],
    ['project_name', w.project_name ?? ''],
    ['project_number', w.project_number ?? ''],
    ['submitted_date', d(w.submitted_date)],
    ['effective_date_new', d(w.effective_date_new)],
    ['effective_date_renewal', d(w.effective_date_renewal)],
    ['disposition_status', w.disposition_status],
    ['disposition_date', d(w.disposition_date)],
  ];
  const pairs: [string, string][] = values.map(([key, value]) => [o.labels[key], value]);
  // Without a rate table, the summary is where the companies are named.
  if (o.companiesInSummary || !printsRates(w.filing_type))
    for (const f of a.filings) pairs.push([o.labels.company, f.company]);
  return pairs;
}

function drawSummary(wr: LayoutWriter, a: FilingAggregate, o: SystemLayout): void {
  wr.title('Filing Summary');
  const pairs = summaryPairs(a, o);
  if (o.summary === 'grid') wr.grid(pairs, 2);
  else if (o.summary === 'field-table')
    wr.table(null, {
      header: ['Field', 'Value'],
      rows: pairs,
      numeric: [false, false],
      weights: [1, 2],
    });
  else {
    for (const [label, value] of pairs) {
      wr.ensure(o.size * 3);
      const lines = wr.wrap(`${label}: ${value}`, wr.right - wr.left);
      for (const line of lines) {
        wr.text(line, wr.left, wr.y);
        wr.y -= o.size * 1.3;
      }
      wr.y -= o.size * 0.5;
    }
  }
}

function drawRates(wr: LayoutWriter, a: FilingAggregate, o: SystemLayout): void {
  const w = a.whole;
  wr.newPage();
  wr.title('Rate Information');
  if (!printsRates(w.filing_type)) {
    wr.text('Rate data does not apply to this filing.', wr.left, wr.y);
    wr.y -= o.size * 2;
    return;
  }
  const rows: { name: string; figures: Figures }[] = [
    ...a.filings.map((f) => ({ name: f.company, figures: f })),
    {
      name: o.overallName,
      figures: {
        indicated_change: w.overall_indicated_change,
        rate_impact: w.overall_rate_impact,
        written_premium_change: w.overall_written_premium_change,
        policyholders_affected: w.overall_policyholders_affected,
        written_premium_for_program: w.overall_written_premium,
        max_change: w.overall_max_change,
        min_change: w.overall_min_change,
      },
    },
  ];
  if (o.rates === 'blocks') {
    for (const row of rows) {
      wr.ensure(o.size * 14);
      wr.text(`${o.rateLabels.company}: ${row.name}`, wr.left, wr.y, wr.bold);
      wr.y -= o.size * 1.8;
      for (const field of o.rateOrder) {
        wr.text(`${o.rateLabels[field]}:`, wr.left + 12, wr.y);
        wr.text(figureText(field, row.figures, o), wr.left + 250, wr.y);
        wr.y -= o.size * 1.5;
      }
      wr.y -= o.size * 1.5;
    }
    return;
  }
  if (o.rates === 'columns') {
    wr.table(null, {
      header: ['', ...rows.map((r) => r.name)],
      rows: o.rateOrder.map((field) => [
        o.rateLabels[field],
        ...rows.map((r) => figureText(field, r.figures, o)),
      ]),
      numeric: [false, ...rows.map(() => true)],
      weights: [2.2, ...rows.map(() => 1)],
    });
    return;
  }
  const columns: (RateField | 'company')[] = [...o.rateOrder];
  columns.splice(o.companyColumnAt, 0, 'company');
  wr.table(null, {
    header: columns.map((c) => o.rateLabels[c]),
    rows: rows.map((r) =>
      columns.map((c) => (c === 'company' ? r.name : figureText(c, r.figures, o))),
    ),
    numeric: columns.map((c) => c !== 'company'),
  });
}

function drawFactors(wr: LayoutWriter, a: FilingAggregate, o: SystemLayout): void {
  if (a.factors.length === 0) return;
  wr.newPage();
  wr.title('Rating Factors');
  const l = o.factorLabels;
  const levelText = (level: FilingAggregate['factors'][number]['levels'][number]) =>
    level.base ? `${level.level} (base)` : level.level;
  const change = (before: number, after: number) =>
    percent(before === 0 ? 0 : (after / before - 1) * 100, o.percent);
  if (o.factors === 'combined') {
    const rows = a.factors.flatMap((f) =>
      f.levels.map((level, k) => [
        k === 0 ? f.factor : '',
        k === 0 ? (f.category ?? '') : '',
        levelText(level),
        relativity(level.before),
        relativity(level.after),
        change(level.before, level.after),
      ]),
    );
    wr.table(null, {
      header: [l.factor, l.category, l.level, l.before, l.after, l.change],
      rows,
      numeric: [false, false, false, true, true, true],
      weights: [1.6, 1.1, 1.6, 1, 1, 0.9],
    });
    return;
  }
  for (const [k, f] of a.factors.entries()) {
    const title = o.factorTitle
      .replace('{n}', String(k + 1))
      .replace('{name}', f.factor)
      .replace(' ({category})', f.category ? ` (${f.category})` : '')
      .replace('{category}', f.category ?? '');
    wr.table(
      title,
      {
        header: [l.level, l.before, l.after, l.change],
        ...(o.factors === 'two-row-header'
          ? {
              groups: [
                { text: '', span: 1 },
                { text: l.group, span: 2 },
                { text: '', span: 1 },
              ],
            }
          : {}),
        rows: f.levels.map((level) => [
          levelText(level),
          relativity(level.before),
          relativity(level.after),
          change(level.before, level.after),
        ]),
        numeric: [false, true, true, true],
        weights: [2, 1, 1, 1],
      },
      o.splitFactorTableAfter,
      o.repeatHeader,
    );
  }
}

/** Renders a generated filing as another system would print it (system-layout-options.ts). */
export async function renderSystemLayoutPdf(
  a: FilingAggregate,
  o: SystemLayout,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const [regularName, boldName] = FONTS[o.font];
  const wr = new LayoutWriter(
    pdf,
    await pdf.embedFont(regularName),
    await pdf.embedFont(boldName),
    o.size,
    o,
    o.scannedFirstPage,
  );
  drawSummary(wr, a, o);
  drawRates(wr, a, o);
  drawFactors(wr, a, o);
  wr.footers(o.footer, new Set(o.scannedFirstPage ? [0] : []));
  return pdf.save({ useObjectStreams: true });
}
