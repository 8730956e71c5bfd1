import { isDecidedStatus } from './date-basis.ts';
import { defaultChoices } from './default-choices.ts';
import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';
import { partialReadings } from './partial-readings.ts';

/**
 * Structural confidence (issue 22): readings of a question that compete with the one answered,
 * each as a note for the warning. An answer with a competing reading is given, but below the
 * confidence at which the page and the evaluation read it as sure. Each check looks at the shape
 * of the question and the intent, not at particular wordings.
 */

const DATE_LABEL: Record<Intent['dateField'], string> = {
  effective_date_new: 'effective date',
  submitted_date: 'submission date',
  disposition_date: 'disposition date',
  objection_date: "letters' date",
};

/** What the interpreter noted while reading (see interpret-tokens.ts). */
export type ReadingNotes = {
  /** Values of one dimension named together that became one row each. */
  valueGroupings: string[];
  /** Comparisons whose figure was not named, read as a rate impact in percent. */
  guessedMeasures: string[];
  /** Thresholds on the filings of groups, where a threshold on each group's average competes. */
  groupRows: string[];
  /** Two periods joined by "and" without "between", read as the stretch between them. */
  periodSpans: string[];
  /** A sub-TOI called a line ("PPA line"): read as the sub-TOI, where the whole line competes. */
  subToiLines?: string[];
};

const quoteAll = (words: string[]) => words.map((w) => `"${w}"`).join(', ');

/** The group ranked by a default average against the group of the single highest filing. */
function rankedByDefaultAverage(tokens: Token[], intent: Intent): string | undefined {
  const kinds = new Set(tokens.map((t) => t.meaning.kind));
  const ranked = intent.order?.measure;
  if (
    ranked?.aggregate !== 'avg' ||
    intent.groupBy.length === 0 ||
    intent.limit !== 1 ||
    !kinds.has('order') ||
    kinds.has('aggregate') ||
    kinds.has('per-filing')
  )
    return undefined;
  const metric = ranked.metric.replaceAll('_', ' ');
  return `I ranked by the average ${metric}; the single filing with the highest ${metric} may belong to another ${intent.groupBy[0]?.replaceAll('_', ' ')}`;
}

/**
 * The dates of a share of decisions ("share of 2024 filings that were withdrawn") read on the
 * default basis, where the decision's own date competes; and a list ordered by date, where the
 * submission or decision date competes with the effective date.
 */
function defaultDateBasis(tokens: Token[], intent: Intent): string | undefined {
  if (tokens.some((t) => t.meaning.kind === 'date-field')) return undefined;
  if (intent.dateField !== 'effective_date_new') return undefined;
  if (intent.order?.date)
    return 'I ordered the filings by their effective date; the submission or decision date may be meant';
  if (intent.dates.length === 0) return undefined;
  const statuses = (intent.share?.filters.get('disposition_status') ?? []).filter((s) =>
    isDecidedStatus(s),
  );
  if (statuses.length === 0) return undefined;
  return `I read the dates as effective dates; "${statuses[0]?.toLowerCase()}" may mean the date of the decision (disposition date)`;
}

/**
 * Objection letters counted by their filings' dates rather than their own, when the question
 * names no date basis and does not read the letters themselves.
 */
function lettersByFilingDates(tokens: Token[], intent: Intent): string | undefined {
  const letters = intent.measures.some((m) => m.metric === 'objection_count');
  if (!letters || intent.dates.length === 0 || intent.dateField === 'objection_date')
    return undefined;
  if (tokens.some((t) => t.meaning.kind === 'date-field')) return undefined;
  return `I counted the objection letters of filings by their ${DATE_LABEL[intent.dateField]}, not by the letters' own dates`;
}

/**
 * Readings that compete with the one answered: a group ranked by a default average, a grouping
 * implied by naming several values, a figure guessed for a bare number, a date basis taken by
 * default where the question names a decision, objection letters by their filings' dates.
 */
export function competingReadings(tokens: Token[], intent: Intent, notes: ReadingNotes): string[] {
  const out: string[] = [];
  const ranked = rankedByDefaultAverage(tokens, intent);
  if (ranked) out.push(ranked);
  if (notes.valueGroupings.length > 0)
    out.push(
      `I gave one row for each of ${notes.valueGroupings.join('; ')}; one figure over all of them may be meant (ask with "or" for that)`,
    );
  if (notes.guessedMeasures.length > 0)
    out.push(`I read ${quoteAll(notes.guessedMeasures)} as a rate impact in percent`);
  if (notes.groupRows.length > 0 && !intent.conditions.some((x) => x.measure))
    out.push(
      `I counted each group's filings with ${quoteAll(notes.groupRows)}; the groups whose average meets it may be meant`,
    );
  const basis = defaultDateBasis(tokens, intent);
  if (basis) out.push(basis);
  const letters = lettersByFilingDates(tokens, intent);
  if (letters) out.push(letters);
  out.push(...defaultChoices(tokens, intent, notes.periodSpans));
  out.push(...partialReadings(tokens, intent, notes.subToiLines ?? []));
  return out;
}
