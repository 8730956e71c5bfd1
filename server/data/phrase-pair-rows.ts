import { phrasePairKeys } from '#server/domain/search/phrase-pair-keys.ts';
import type { ObjectionRow, WholeFilingRow } from './filing-rows.ts';

/** `concat_ws(' ', ...)`: the values that are not null, joined by a space. */
function joined(...values: (string | null | undefined)[]): string {
  return values.filter((value) => value != null).join(' ');
}

type PhrasePairColumns = { phrase_pairs: number[]; summary_phrase_pairs: number[] };

/**
 * The pair keys of a whole filing's own text and summary (migration 270; the text is the one
 * search checks a quoted phrase against, `FILING_TEXT` in search-hit-sources.ts), computed here so
 * that a bulk write does not leave them to the trigger's SQL, which costs far more per row.
 */
export function filingPhrasePairs(
  f: Pick<
    WholeFilingRow,
    'product_name' | 'description' | 'carrier' | 'filing_company' | 'filing_type' | 'summary'
  >,
): PhrasePairColumns {
  return {
    phrase_pairs: phrasePairKeys(
      joined(f.product_name, f.description, f.carrier, f.filing_company, f.filing_type),
    ),
    summary_phrase_pairs: phrasePairKeys(f.summary ?? ''),
  };
}

/** The pair keys of an objection letter with its reply, and of its summary. */
export function objectionPhrasePairs(
  o: Pick<ObjectionRow, 'content' | 'reply_content' | 'summary'>,
): PhrasePairColumns {
  return {
    phrase_pairs: phrasePairKeys(joined(o.content, o.reply_content)),
    summary_phrase_pairs: phrasePairKeys(o.summary ?? ''),
  };
}

export function wholeFilingWithPhrasePairs(row: WholeFilingRow): WholeFilingRow {
  return { ...row, ...filingPhrasePairs(row) };
}

export function objectionWithPhrasePairs(row: ObjectionRow): ObjectionRow {
  return { ...row, ...objectionPhrasePairs(row) };
}
