import { formatIsoAsCalendarDate } from '#app/lib/format/format-date.ts';
import { formatMoneyChangeFull, formatMoneyFull } from '#app/lib/format/format-money.ts';
import { formatDays, formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercent, formatPercentChange } from '#app/lib/format/format-percent.ts';

const MONEY = /premium(?!_trend)|premium_change$/;
const COUNT = /policyholders|company_count/;
const LEVEL = /ratio$/;

/**
 * A figure of the diff in its unit (money, count, level or change): a change in dollars signed
 * as the filing page prints it ("+$223"), an amount not.
 */
export function formatDiffFigure(metric: string, value: number | null): string {
  if (value === null) return '—';
  if (COUNT.test(metric)) return formatInteger(value);
  if (MONEY.test(metric) && !/trend/.test(metric))
    return /_change$/.test(metric) ? formatMoneyChangeFull(value) : formatMoneyFull(value);
  if (LEVEL.test(metric)) return formatPercent(value);
  return formatPercentChange(value);
}

/** A delta (B − A) in the figure's unit, signed; percentage figures in points. */
export function formatDiffDelta(metric: string, value: number | null): string {
  if (value === null) return '—';
  if (COUNT.test(metric)) return `${value > 0 ? '+' : ''}${formatInteger(value)}`;
  if (MONEY.test(metric) && !/trend/.test(metric)) return formatMoneyChangeFull(value);
  return `${formatPercentChange(value).replace('%', '')} pts`;
}

/** Header fields of the diff that hold an ISO date ("2022-05-13"), read as "May 13, 2022". */
const DATE_FIELD = /_date(_|$)/;

/**
 * A header value of the diff as the page shows it: dates (stored ISO in the report, older reports
 * included) as "May 13, 2022", days as "277 d", other values as they are; "—" when empty.
 */
export function formatDiffHeaderValue(field: string, value: string): string {
  if (!value) return '—';
  if (DATE_FIELD.test(field)) return formatIsoAsCalendarDate(value);
  if (field.startsWith('days_') && /^\d+$/.test(value)) return formatDays(Number(value));
  return value;
}
