import { serffDate } from './document-formats.ts';
import type { DocumentFacts } from './document-input.ts';
import type { PageWriter } from './page-writer.ts';

const SCHEDULE_HEADER = [
  'Item No.',
  'Schedule Item Status',
  'Exhibit Name',
  'Rule # or Page # Submitted for Review',
  'Rate Action',
  'Previous State Filing Number',
  'Attachments',
];

const FORM_HEADER = [
  'Item No.',
  'Schedule Item Status',
  'Form Name',
  'Form Number',
  'Edition Date',
  'Form Type',
  'Action',
  'Attachments',
];

const FORMS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  auto: [
    ['Personal Auto Policy', 'Policy'],
    ['Amendatory Endorsement', 'Endorsement'],
    ['Declarations Page', 'Declarations/Schedule'],
    ['Named Driver Exclusion', 'Endorsement'],
    ['Rental Reimbursement Coverage', 'Endorsement'],
  ],
  home: [
    ['Homeowners 3 - Special Form', 'Policy'],
    ['Water Back-Up and Sump Discharge', 'Endorsement'],
    ['Roof Surfacing Payment Schedule', 'Endorsement'],
    ['Declarations Page', 'Declarations/Schedule'],
    ['Special State Provisions', 'Endorsement'],
  ],
  other: [
    ['Policy Jacket', 'Policy'],
    ['Amendatory Endorsement', 'Endorsement'],
    ['Declarations Page', 'Declarations/Schedule'],
  ],
};

const NOT_WORD = /[^a-z0-9]+/g;
const EDGE_DASH = /^-|-$/g;
const slug = (text: string): string =>
  text.toLowerCase().replace(NOT_WORD, '-').replace(EDGE_DASH, '');

/** The status a schedule item shows: the disposition and its date once the filing is closed. */
function itemStatus(facts: DocumentFacts): string {
  const w = facts.whole;
  if (!w.disposition_date) return '';
  return `${w.disposition_status} ${serffDate(w.disposition_date)}`;
}

/** The state tracking number of the program's previous filing, when the filing names one. */
function previousNumber(facts: DocumentFacts): string {
  const w = facts.whole;
  const year = Number((w.submitted_date ?? '2024').slice(0, 4));
  if (w.prior_serff_tracking_number) return w.prior_serff_tracking_number;
  return facts.random.chance(0.7) ? `${w.state}-${year - 1}-${facts.random.int(10000, 99999)}` : '';
}

/** Rate/Rule Schedule: the rate pages the filing replaces, one item per manual page. */
export function writeRateSchedule(writer: PageWriter, facts: DocumentFacts): void {
  const w = facts.whole;
  const status = itemStatus(facts);
  const previous = previousNumber(facts);
  const file = slug(`${w.state} ${w.product_name}`);
  const action = w.disposition_status === 'Withdrawn' ? 'Withdrawn' : 'Replacement';
  const rows: string[][] = [];
  const add = (name: string, page: string, rateAction: string, attachment: string) =>
    rows.push([String(rows.length + 1), status, name, page, rateAction, previous, attachment]);
  add('Rating Manual Table of Contents', 'Page i', action, `${file}-toc.pdf`);
  if (facts.baseRates.length > 0 || facts.metrics.length > 0)
    add('Base Rates', 'Page R-1', action, `${file}-base-rates.pdf`);
  for (const [k, factor] of facts.factors.entries()) {
    const isNew = factor.levels.length > 0 && factor.levels.every((l) => l.before === l.after);
    add(
      `${factor.factor} Factors`,
      `Rule ${301 + k}`,
      isNew && facts.random.chance(0.3) ? 'New' : action,
      `${file}-rule-${301 + k}.pdf`,
    );
  }
  if (w.filing_type.includes('Rule'))
    add('General Rules', 'Rules 1-12', action, `${file}-general-rules.pdf`);
  writer.startPage(['Rate/Rule Schedule']);
  writer.table('Rate/Rule Schedule Items', SCHEDULE_HEADER, rows);
}

/** Form Schedule: the forms a form filing submits. */
export function writeFormSchedule(writer: PageWriter, facts: DocumentFacts, kind: string): void {
  const w = facts.whole;
  const forms = FORMS[kind] ?? FORMS.other ?? [];
  const count = facts.random.int(1, Math.min(4, forms.length));
  const year = (w.submitted_date ?? '2024').slice(2, 4);
  const month = (w.submitted_date ?? '2024-01').slice(5, 7);
  const prefix = w.serff_tracking_number.slice(0, 2);
  const rows = forms
    .slice(0, count)
    .map(([name, type], k) => [
      String(k + 1),
      itemStatus(facts),
      name,
      `${prefix}${kind === 'home' ? 'HO' : 'PA'} ${String(k * 7 + 1).padStart(2, '0')} ${month} ${year}`,
      `${month}/${year}`,
      type,
      facts.random.chance(0.75) ? 'Replaced' : 'New',
      `${slug(name)}.pdf`,
    ]);
  writer.startPage(['Form Schedule']);
  writer.table('Form Schedule Items', FORM_HEADER, rows);
}
