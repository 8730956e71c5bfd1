import type { ReactNode } from 'react';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { CategoryDatum } from './category-bar-chart.tsx';

/**
 * A category's bar when the bar is a count (filings, letters...): its length is the count and
 * its table cell the count with thousands separators; `extra` fills the chart's extra column.
 */
export function countDatum(name: string, count: number, extra?: ReactNode): CategoryDatum {
  return { name, value: count, display: formatInteger(count), extra };
}

/** The bars of a value-count list (a facet: sub-TOIs, statuses, product names...). */
export function valueCountData(values: { value: string; count: number }[]): CategoryDatum[] {
  return values.map((v) => countDatum(v.value, v.count));
}
