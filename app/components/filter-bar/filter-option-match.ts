import type { ComboboxItem, OptionsFilter } from '@mantine/core';

/** A filter choice as the type-ahead reads it: its value and, when it has one, a longer name. */
export type MatchableOption = { value: string; label: string };

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A value that starts with a numeric code: "19.0 Personal Auto", "04.0000 Homeowners …". */
const CODED_VALUE = /^(\d+(?:\.\d+)?)\s+(.+)$/;

/**
 * Every name `option` answers to exactly, folded: its value, its label, the longer name after
 * " · " ("Texas" of "TX · Texas"), and for a coded value the code and the name ("19.0",
 * "personal auto" of "19.0 Personal Auto").
 */
export function exactNames(option: MatchableOption): string[] {
  const value = fold(option.value);
  const label = fold(option.label);
  const names = [value, label];
  const described = label.split(' · ')[1];
  if (described) names.push(described);
  const coded = CODED_VALUE.exec(value);
  if (coded?.[1] && coded[2]) names.push(coded[1], coded[2]);
  return names;
}

/**
 * How well `option` answers `search`: 0 an exact value or name ("TX", "Texas", "Personal
 * Auto"), 1 a value or name that starts with it, 2 a word of the name that starts with it, 3 a
 * substring; undefined when it does not match at all.
 */
export function matchRank(option: MatchableOption, search: string): number | undefined {
  const query = fold(search);
  if (!query) return 3;
  const value = fold(option.value);
  const label = fold(option.label);
  if (exactNames(option).includes(query)) return 0;
  if (value.startsWith(query) || label.startsWith(query)) return 1;
  if (label.split(/[\s·(),/-]+/).some((word) => word.startsWith(query))) return 2;
  if (value.includes(query) || label.includes(query)) return 3;
  return undefined;
}

/** The options matching `search`, best first (stable within a rank), at most `limit`. */
export function rankOptions<T extends MatchableOption>(
  options: readonly T[],
  search: string,
  limit: number,
): T[] {
  return options
    .map((option, index) => ({ option, index, rank: matchRank(option, search) }))
    .filter(
      (entry): entry is { option: T; index: number; rank: number } => entry.rank !== undefined,
    )
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.option);
}

/** Splits pasted text into items: one per line, comma, semicolon or tab. */
export function pastedItems(text: string): string[] {
  return text
    .split(/[\n\r,;\t]+/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * The values a pasted list picks, in the order pasted, without duplicates; and the items that
 * matched nothing. An item picks the option whose value it is (any case); failing that, every
 * option it names exactly (`exactNames`: "Texas", "personal auto", "19.0").
 */
export function valuesFromPaste(
  text: string,
  options: readonly MatchableOption[],
): { values: string[]; unmatched: string[] } {
  const values: string[] = [];
  const unmatched: string[] = [];
  for (const item of pastedItems(text)) {
    const query = fold(item);
    const byValue = options.find((option) => fold(option.value) === query);
    const found = byValue
      ? [byValue]
      : options.filter((option) => exactNames(option).includes(query));
    if (found.length === 0) unmatched.push(item);
    for (const option of found) if (!values.includes(option.value)) values.push(option.value);
  }
  return { values, unmatched };
}

/** What a paste did, for the note under the field: "Added 3; no match for Atlantis". */
export function pasteNote(added: number, unmatched: readonly string[]): string {
  const head = added > 0 ? `Added ${added}` : 'Nothing new added';
  if (unmatched.length === 0) return `${head} from the pasted list`;
  const named = unmatched.slice(0, 5).join(', ');
  return `${head}; no match for ${named}${unmatched.length > 5 ? ` and ${unmatched.length - 5} more` : ''}`;
}

/** Mantine's combobox filter over `rankOptions`: "TX" and "Texas" both put Texas on top. */
export const rankedFilter: OptionsFilter = ({ options, search, limit }) =>
  rankOptions(
    options.filter((item): item is ComboboxItem => 'value' in item),
    search,
    limit,
  );
