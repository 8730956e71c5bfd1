import type { ComboboxItem, OptionsFilter } from '@mantine/core';

/** A filter choice as the type-ahead reads it: its value and, when it has one, a longer name. */
export type MatchableOption = { value: string; label: string };

const fold = (text: string) => text.trim().toLowerCase();

/**
 * How well `option` answers `search`: 0 an exact value or name ("TX", "Texas"), 1 a value or
 * name that starts with it, 2 a word of the name that starts with it, 3 a substring; undefined
 * when it does not match at all.
 */
export function matchRank(option: MatchableOption, search: string): number | undefined {
  const query = fold(search);
  if (!query) return 3;
  const value = fold(option.value);
  const label = fold(option.label);
  if (value === query || label === query || label.endsWith(`· ${query}`)) return 0;
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
 * The values a pasted list picks: each item that is exactly an option's value or name (any
 * case), in the order pasted, without duplicates; and the items that matched nothing.
 */
export function valuesFromPaste(
  text: string,
  options: readonly MatchableOption[],
): { values: string[]; unmatched: string[] } {
  const values: string[] = [];
  const unmatched: string[] = [];
  for (const item of pastedItems(text)) {
    const found = options.find((option) => matchRank(option, item) === 0);
    if (!found) unmatched.push(item);
    else if (!values.includes(found.value)) values.push(found.value);
  }
  return { values, unmatched };
}

/** Mantine's combobox filter over `rankOptions`: "TX" and "Texas" both put Texas on top. */
export const rankedFilter: OptionsFilter = ({ options, search, limit }) =>
  rankOptions(
    options.filter((item): item is ComboboxItem => 'value' in item),
    search,
    limit,
  );
