import type {
  ObjectionSummary,
  ObjectionThemeCount,
  ValueCount,
} from '#contract/intelligence/objection-summary.ts';
import { formatCount } from './format-figures.ts';

export type ObjectionLetter = {
  trackingNumber: string;
  themes: string[];
  state: string;
  carrier: string;
  reviewer: string;
  month: string | null;
};

const TOP = 10;

function bump(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function ranked(map: Map<string, number>, limit = TOP): ValueCount[] {
  return [...map]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, limit);
}

/** Counts the letters by theme (with their states, reviewers and carriers) and by month. */
export function summarizeObjectionRows(letters: ObjectionLetter[]): ObjectionSummary {
  const themes = new Map<
    string,
    { total: number; s: Map<string, number>; r: Map<string, number>; c: Map<string, number> }
  >();
  const months = new Map<string, number>();
  const filings = new Set<string>();
  for (const letter of letters) {
    filings.add(letter.trackingNumber);
    if (letter.month) bump(months, letter.month);
    for (const theme of letter.themes.length > 0 ? letter.themes : ['Other']) {
      const t = themes.get(theme) ?? { total: 0, s: new Map(), r: new Map(), c: new Map() };
      t.total += 1;
      bump(t.s, letter.state);
      bump(t.r, letter.reviewer);
      bump(t.c, letter.carrier);
      themes.set(theme, t);
    }
  }
  const themeCounts = [...themes]
    .map(([theme, t]) => ({
      theme,
      totalObjections: t.total,
      states: ranked(t.s),
      reviewers: ranked(t.r),
      carriers: ranked(t.c),
    }))
    .sort((a, b) => b.totalObjections - a.totalObjections || a.theme.localeCompare(b.theme));
  const trend = [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([periodStart, totalObjections]) => ({ periodStart, totalObjections }));
  return {
    summary: describeObjectionSummary(letters.length, filings.size, themeCounts),
    totalObjections: letters.length,
    totalFilingsWithObjections: filings.size,
    themes: themeCounts,
    trend,
  };
}

function describeObjectionSummary(
  total: number,
  filings: number,
  themes: ObjectionThemeCount[],
): string {
  if (total === 0) return 'No objection letters match these filters.';
  // Counts grouped as the cards beside the sentence show them ("3,049", not "3049").
  const count = (n: number, noun: string) => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
  const letters = `${count(total, 'objection letter')} on ${count(filings, 'filing')}`;
  const [first, second] = themes;
  if (!first) return `${letters}.`;
  const share = Math.round((first.totalObjections / total) * 100);
  const where = first.states[0] ? `, most often in ${first.states[0].value}` : '';
  const next = second
    ? ` Next is "${second.theme}" (${count(second.totalObjections, 'letter')}).`
    : '';
  return `${letters}. The most frequent theme is "${first.theme}", raised in ${count(first.totalObjections, 'letter')} (${share}%)${where}.${next}`;
}
