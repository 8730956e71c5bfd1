import type { Random } from '#server/data/prng.ts';
import { serffDate } from './document-formats.ts';
import type { DocumentFacts } from './document-input.ts';
import type { PageWriter } from './page-writer.ts';

type Item = { name: string; applies: boolean; bypass: string; attachment: string };

const NOT_WORD = /[^a-z0-9]+/g;
const EDGE_DASH = /^-|-$/g;
const fileName = (text: string): string =>
  `${text.toLowerCase().replace(NOT_WORD, '-').replace(EDGE_DASH, '')}.pdf`;

/** The supporting documents SERFF asks of a personal lines filing, and when each applies. */
function itemsOf(facts: DocumentFacts, random: Random): Item[] {
  const w = facts.whole;
  const rates = facts.hasRates;
  const forms = facts.hasForms;
  const changes = (w.overall_rate_impact ?? 0) !== 0;
  return [
    {
      name: 'Consulting Authorization',
      applies: random.chance(0.35),
      bypass: 'Filed by the company itself.',
      attachment: 'consulting-authorization.pdf',
    },
    {
      name: 'Property and Casualty Transmittal Document',
      applies: true,
      bypass: '',
      attachment: 'pc-transmittal.pdf',
    },
    {
      name: 'NAIC Loss Cost Data Entry Document',
      applies: rates && changes,
      bypass: rates ? 'No overall rate level change.' : 'No rates changed.',
      attachment: 'naic-loss-cost-data-entry.pdf',
    },
    {
      name: 'Actuarial Memorandum and Exhibits',
      applies: rates,
      bypass: 'No rates changed.',
      attachment: fileName(`${w.state} actuarial memorandum`),
    },
    {
      name: 'Rate Filing Abstract',
      applies: rates && random.chance(0.6),
      bypass: 'Not required for this line.',
      attachment: 'rate-filing-abstract.pdf',
    },
    {
      name: 'Statement of Variability',
      applies: forms,
      bypass: 'No forms submitted.',
      attachment: 'statement-of-variability.pdf',
    },
    {
      name: 'Readability Certification',
      applies: forms,
      bypass: 'No forms submitted.',
      attachment: 'readability-certification.pdf',
    },
    {
      name: 'Redline Comparison of Manual Pages',
      applies: rates && random.chance(0.7),
      bypass: 'Rate pages replaced in full.',
      attachment: fileName(`${w.state} manual redline`),
    },
  ];
}

/**
 * Supporting Document Schedules: the documents the state requires with the filing, each
 * satisfied (with its attachment) or bypassed (with the reason), as SERFF prints them.
 */
export function writeSupportingDocuments(
  writer: PageWriter,
  facts: DocumentFacts,
  random: Random,
): void {
  writer.startPage([
    'Supporting Document Schedules',
    `Submitted ${serffDate(facts.whole.submitted_date)}`,
  ]);
  writer.form(
    itemsOf(facts, random).map((item) =>
      item.applies
        ? ['Satisfied - Item:', item.name, 'Attachment(s):', item.attachment]
        : ['Bypassed - Item:', item.name, 'Bypass Reason:', item.bypass],
    ),
  );
}
