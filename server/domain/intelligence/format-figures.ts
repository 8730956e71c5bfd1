import { formatMoneyChangeFull, formatMoneyFull } from '#contract/format/format-money.ts';
import {
  formatInteger,
  formatRelativity as relativityText,
} from '#contract/format/format-number.ts';
import { formatPercent, formatPercentChange } from '#contract/format/format-percent.ts';

/*
 * The figures of briefs, diffs and objection answers (Markdown, PDF, stored report text) in the
 * formats the app shows on screen: one module, contract/format/ (ADR 024). A missing figure is
 * "—"; the PDF renderer folds typographic signs to ASCII.
 */

/** A change in percentage points: 7.2 → "+7.2%", -3.14 → "−3.1%". */
export function formatChange(points: number | null | undefined): string {
  return formatPercentChange(points);
}

/** A level in percentage points: 65 → "65.0%". */
export function formatLevel(points: number | null | undefined): string {
  return formatPercent(points);
}

/** US dollars, whole: 720000 → "$720,000", -41666.67 → "−$41,667". */
export function formatDollars(value: number | null | undefined): string {
  return formatMoneyFull(value);
}

/** A change in US dollars, whole and signed as on screen: 720000 → "+$720,000", -12.4 → "−$12". */
export function formatDollarChange(value: number | null | undefined): string {
  return formatMoneyChangeFull(value);
}

/** A count with grouping: 6900 → "6,900". */
export function formatCount(value: number | null | undefined): string {
  return formatInteger(value);
}

/** A rating relativity, three decimals as rate manuals print it: 1 → "1.000". */
export function formatRelativity(value: number | null | undefined): string {
  return relativityText(value);
}

/** Rounds to `digits` decimals (figures stored in reports). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
