import { Badge } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { NumericCell } from '#app/components/data-table/numeric-cell.tsx';
import { numericColumn } from '#app/components/data-table/numeric-column.ts';
import { PercentChangeCell } from '#app/components/data-table/numeric-td.tsx';
import { FilingLink } from '#app/features/filings/filing-link.tsx';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { formatMoneyChangeFull, formatMoneyFull } from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * A text column kept to one line; the full text shows on hover. `shown` shortens what the cell
 * prints (the hover keeps the whole value).
 */
const textColumn = (
  accessor: string,
  title: string,
  width: number,
  value: (filing: Filing) => string,
  sortable = true,
  shown: (text: string) => string = (text) => text,
): DataTableColumn<Filing> => ({
  accessor,
  title,
  sortable,
  width,
  ellipsis: true,
  render: (filing) => <span title={value(filing)}>{shown(value(filing))}</span>,
});

/** A line of business by its name: "19.0 Personal Auto" → "Personal Auto" (the code on hover). */
export function lineName(line: string): string {
  return /^\d+(?:\.\d+)?\s+(.+)$/.exec(line)?.[1] ?? line;
}

const percentColumn = (
  accessor: string,
  title: string,
  value: (filing: Filing) => number,
): DataTableColumn<Filing> =>
  numericColumn({
    accessor,
    title,
    sortable: true,
    render: (filing) => <PercentChangeCell value={value(filing)} />,
  });

const companyColumn: DataTableColumn<Filing> = {
  accessor: 'company',
  title: 'Company',
  sortable: true,
  width: 240,
  ellipsis: true,
  render: (filing) => (
    <AnchorLink
      title={filing.company}
      to="/filings/$serffTrackingNumber/$company"
      params={{ serffTrackingNumber: filing.serffTrackingNumber, company: filing.company }}
      size="sm"
    >
      {filing.company}
    </AnchorLink>
  ),
};

/**
 * The columns of the filings table. Accessors are the URL's sort fields (kebab-case), so a
 * header click maps straight to `sort.field`.
 */
export const FILINGS_COLUMNS: DataTableColumn<Filing>[] = [
  {
    accessor: 'serff-tracking-number',
    title: 'Tracking number',
    sortable: true,
    noWrap: true,
    render: (filing) => <FilingLink tn={filing.serffTrackingNumber} />,
  },
  textColumn('carrier', 'Carrier', 150, (f) => f.carrier),
  companyColumn,
  { accessor: 'state', title: 'State', sortable: true, render: (f) => f.state },
  textColumn('line-of-business', 'Line', 140, (f) => f.lineOfBusiness, true, lineName),
  textColumn('sub-toi', 'Sub-TOI', 230, (f) => f.subToi, false),
  textColumn('product-name', 'Product', 220, (f) => f.productName),
  textColumn('filing-type', 'Filing type', 130, (f) => f.filingType),
  {
    accessor: 'disposition-status',
    title: 'Status',
    sortable: true,
    render: (filing) => <StatusBadge status={filing.dispositionStatus} />,
  },
  {
    accessor: 'effective-date-new',
    title: 'Effective',
    sortable: true,
    noWrap: true,
    render: (filing) =>
      filing.onApproval && !filing.effectiveDateNew?.year ? (
        <Badge variant="outline" color="gray" size="sm">
          On approval
        </Badge>
      ) : (
        <NumericCell text={formatCalendarDate(filing.effectiveDateNew)} />
      ),
  },
  percentColumn('indicated-change', 'Indicated', (f) => f.indicatedChange),
  {
    ...percentColumn('rate-impact', 'Rate impact', (f) => f.rateImpact),
    width: 100,
  },
  numericColumn({
    accessor: 'average-premium-change',
    title: 'Avg premium change',
    sortable: true,
    render: (f) => (
      <NumericCell
        text={formatMoneyChangeFull(f.averagePremiumChange)}
        change={f.averagePremiumChange}
      />
    ),
  }),
  numericColumn({
    accessor: 'written-premium-change',
    title: 'Written premium change',
    sortable: true,
    // Room for a billion-dollar change ("+$1,873,153,030"), which 130 px cut at the table's edge.
    width: 160,
    render: (f) => (
      <NumericCell
        text={formatMoneyChangeFull(f.writtenPremiumChange)}
        change={f.writtenPremiumChange}
      />
    ),
  }),
  numericColumn({
    accessor: 'written-premium-for-program',
    title: 'Written premium',
    sortable: true,
    render: (f) => <NumericCell text={formatMoneyFull(f.writtenPremiumForProgram)} />,
  }),
  numericColumn({
    accessor: 'policyholders-affected',
    title: 'Policyholders',
    sortable: true,
    render: (f) => <NumericCell text={formatInteger(f.policyholdersAffected)} />,
  }),
  percentColumn('max-change', 'Max change', (f) => f.maxChange),
  percentColumn('min-change', 'Min change', (f) => f.minChange),
];

/** The key column: always shown, pinned while the table scrolls sideways. */
export const KEY_COLUMN = 'serff-tracking-number';

/** Every column's key and title, in table order (the column chooser's list). */
export const FILINGS_COLUMN_CHOICES = FILINGS_COLUMNS.map((c) => ({
  key: c.accessor,
  title: typeof c.title === 'string' ? c.title : c.accessor,
}));

/**
 * Shown until the user chooses: the identity of a filing, its outcome and the figures the
 * table sorts by (rate impact, premium change); the rest fits at 1440 px only when chosen.
 */
export const DEFAULT_FILINGS_COLUMNS = [
  KEY_COLUMN,
  'carrier',
  'state',
  'line-of-business',
  'disposition-status',
  'effective-date-new',
  'rate-impact',
  'written-premium-change',
] as const;

/** The columns to draw: the key column first, then the chosen ones in table order. */
export function visibleFilingsColumns(
  chosen: readonly string[],
  replaced: { key?: DataTableColumn<Filing>; company?: DataTableColumn<Filing> } = {},
): DataTableColumn<Filing>[] {
  return FILINGS_COLUMNS.filter(
    (c) => c.accessor === KEY_COLUMN || chosen.includes(c.accessor),
  ).map((c) => {
    if (c.accessor === KEY_COLUMN) return replaced.key ?? c;
    if (c.accessor === 'company') return replaced.company ?? companyColumn;
    return c;
  });
}
