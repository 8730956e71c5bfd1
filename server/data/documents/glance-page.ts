import { dollars, hashText, serffDate } from './document-formats.ts';
import type { DocumentFacts } from './document-input.ts';
import type { PageWriter } from './page-writer.ts';

const CLOSED_APPROVED = new Set(['Approved', 'Approved as Amended', 'Authorized', 'Deemed']);
const PENDING = new Set(['Pending', 'Review Pending', 'Active Suspense', 'Response Received']);

/** SERFF's own status of the filing, next to the state's disposition status. */
export function serffStatus(status: string, dispositionDate: string | null | undefined): string {
  if (!dispositionDate || PENDING.has(status)) return 'Assigned';
  if (status.startsWith('Closed')) return status;
  if (CLOSED_APPROVED.has(status)) return 'Closed-Approved';
  if (status === 'Filed' || status === 'Acknowledged') return 'Closed-Filed';
  return `Closed-${status}`;
}

/** A five-digit code stable for a name (NAIC company codes and group codes look like this). */
const code = (name: string, salt: string): string =>
  String(10000 + (hashText(`${salt}:${name}`) % 89999));

/** Fee per filing in states that charge one (the rest charge none); amounts are illustrative. */
const FEES: Readonly<Record<string, number>> = {
  AR: 50,
  CO: 100,
  CT: 150,
  KY: 50,
  MA: 100,
  MS: 100,
  MT: 50,
  NH: 100,
  NJ: 50,
  NY: 50,
  OK: 100,
  RI: 150,
  SD: 100,
  TX: 100,
  VA: 50,
  WV: 100,
};

/** Page 1: SERFF's "Filing at a Glance" as a two-column label/value form. */
export function writeGlancePage(writer: PageWriter, facts: DocumentFacts): void {
  const w = facts.whole;
  writer.startPage(['Filing at a Glance']);
  const companies = facts.filings.map((f) => f.company);
  const company = w.filing_company === 'Multiple' ? 'Multiple' : (companies[0] ?? w.filing_company);
  const effective = w.disposition_date && CLOSED_APPROVED.has(w.disposition_status);
  writer.form([
    ['Company:', company],
    ['Product Name:', w.product_name],
    ['Project Name/Number:', `${w.project_name ?? ''}/${w.project_number ?? ''}`],
    ['State:', facts.stateName, 'Filing Type:', w.filing_type],
    ['TOI:', w.line_of_business, 'Sub-TOI:', w.sub_toi],
    ['Date Submitted:', serffDate(w.submitted_date), 'Review Type:', w.approval_type ?? ''],
    [
      'SERFF Tr Num:',
      w.serff_tracking_number,
      'SERFF Status:',
      serffStatus(w.disposition_status, w.disposition_date),
    ],
    ['State Tr Num:', w.state_tracking_number ?? '', 'State Status:', w.disposition_status],
    [
      'Co Tr Num:',
      w.company_tracking_number ?? '',
      'Rate Change Type:',
      w.rate_change_type ?? 'Neutral',
    ],
    [
      'Implementation Date Requested:',
      `New: ${serffDate(w.effective_date_new)}; Renewal: ${serffDate(w.effective_date_renewal)}`,
      'Effective Date:',
      effective ? serffDate(w.effective_date_new) : '',
    ],
    ['Authors:', facts.author.name, 'Disposition Date:', serffDate(w.disposition_date)],
    ['Disposition Status:', w.disposition_date ? w.disposition_status : '', 'Deemer Date:', ''],
  ]);
  writer.heading('Filing Description');
  writer.paragraph(w.description ?? '');
  writer.heading('Company and Contact');
  writer.form([
    ['Filing Contact Information:', `${facts.author.name}, ${facts.author.title}`],
    ['Email:', facts.author.email, 'Phone:', facts.author.phone],
    ...companies.map((name) => ['Company:', name, 'CoCode:', code(name, 'company')]),
    ['Group Code:', code(w.carrier, 'group'), 'Group Name:', w.carrier],
  ]);
  const fee = FEES[w.state];
  writer.heading('Filing Fees');
  writer.form([
    ['Fee Required:', fee ? 'Yes' : 'No', 'Retaliatory:', 'No'],
    [
      'Fee Amount:',
      fee ? dollars(fee * companies.length) : '$0.00',
      'Fee Explanation:',
      fee ? `${dollars(fee)} per company` : 'No fee is required',
    ],
  ]);
}
