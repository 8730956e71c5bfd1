import { FIRST_NAMES, LAST_NAMES } from '#server/data/reference/person-names.ts';
import { writeActuarialExhibits } from './actuarial-exhibits.ts';
import { documentRandom, sectionRandom } from './document-formats.ts';
import type { DocumentFacts, DocumentInput } from './document-input.ts';
import { writeFormText } from './form-text-pages.ts';
import { writeGlancePage } from './glance-page.ts';
import { writeLetters } from './letter-pages.ts';
import { writeMemorandum } from './memorandum-pages.ts';
import { PageWriter } from './page-writer.ts';
import { writeRateInformation } from './rate-information-page.ts';
import { writeRatePages } from './rate-pages.ts';
import { writeFormSchedule, writeRateSchedule } from './schedule-page.ts';
import { stateFullName } from './state-departments.ts';
import { writeSupportingDocuments } from './supporting-documents-page.ts';
import { writeTerritoryDefinitions } from './territory-pages.ts';

const MAX_PAGES = 40;
const AUTHOR_TITLES = [
  'Senior Actuarial Analyst',
  'Manager, State Filings',
  'Regulatory Compliance Consultant',
  'Pricing Actuary',
  'Filing Specialist',
];
const NOT_LETTER = /[^a-z]+/g;

function lineKind(line: string): 'auto' | 'home' | 'other' {
  if (line.startsWith('19')) return 'auto';
  if (line.startsWith('04')) return 'home';
  return 'other';
}

function settle(input: DocumentInput): DocumentFacts {
  const w = input.whole;
  const random = documentRandom(input.random, w.serff_tracking_number);
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const domain = w.carrier.toLowerCase().replace(NOT_LETTER, '');
  const type = w.filing_type;
  return {
    whole: w,
    filings: input.filings,
    factors: input.factors,
    objections: input.objections,
    metrics: input.metrics,
    baseRates: input.baseRates ?? [],
    offBalance: input.offBalance ?? w.off_balance ?? null,
    random,
    stateName: stateFullName(w.state),
    hasRates: type.includes('Rate') || type.includes('Rule'),
    hasForms: type.includes('Form'),
    author: {
      name: `${first} ${last}`,
      title: random.pick(AUTHOR_TITLES),
      phone: `(${random.int(201, 989)}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
      email: `${first[0]?.toLowerCase() ?? ''}${last.toLowerCase().replace(NOT_LETTER, '')}@${domain}.example`,
    },
  };
}

/**
 * The filing document's text, one string per page in the markup of page-markup.ts (the jacket
 * header is not included; the renderer prints it): Filing at a Glance, the rate/rule and form
 * schedules, the supporting document schedules, the company rate information, an actuarial
 * memorandum excerpt with its exhibits, the submitted endorsement's text, the rate pages, the
 * objection and response letters and, for some filings, territory definitions. 4 to 40 pages.
 * The supporting documents, exhibits and endorsement draw from their own random streams
 * (sectionRandom), so the other pages read as they did before those were added.
 */
export function buildDocumentPages(input: DocumentInput): string[] {
  const facts = settle(input);
  const writer = new PageWriter();
  const kind = lineKind(facts.whole.line_of_business);
  writeGlancePage(writer, facts);
  if (facts.hasRates) writeRateSchedule(writer, facts);
  if (facts.hasForms) writeFormSchedule(writer, facts, kind);
  const tn = facts.whole.serff_tracking_number;
  writeSupportingDocuments(writer, facts, sectionRandom(tn, 'supporting'));
  writeRateInformation(writer, facts);
  if (facts.hasRates) {
    writeMemorandum(writer, facts);
    writeActuarialExhibits(writer, facts, sectionRandom(tn, 'exhibits'));
  }
  if (facts.hasForms) writeFormText(writer, facts, kind, sectionRandom(tn, 'forms'));
  writeRatePages(writer, facts);
  writeLetters(writer, facts);
  if (facts.hasRates && facts.random.chance(0.12)) writeTerritoryDefinitions(writer, facts);
  const pages = writer.finish();
  return pages.length > MAX_PAGES ? pages.slice(0, MAX_PAGES) : pages;
}
