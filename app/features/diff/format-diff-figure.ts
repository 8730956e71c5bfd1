import { formatMoneyChangeFull, formatMoneyFull } from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercent, formatPercentChange } from '#app/lib/format/format-percent.ts';

const MONEY = /premium(?!_trend)|premium_change$/;
const COUNT = /policyholders|company_count/;
const LEVEL = /ratio$/;

/** A figure of the diff in its unit (money, count, level or change). */
export function formatDiffFigure(metric: string, value: number | null): string {
  if (value === null) return '—';
  if (COUNT.test(metric)) return formatInteger(value);
  if (MONEY.test(metric) && !/trend/.test(metric)) return formatMoneyFull(value);
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
