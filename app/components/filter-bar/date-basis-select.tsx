import { Select } from '@mantine/core';
import { DATE_BASIS_PARAMS, type DateBasisParam } from '#app/lib/search/population-param.ts';
import { DATE_BASIS_LABELS } from '#contract/analytics/analytics-definitions.ts';

/** The date range's label for each date basis. */
export const DATE_RANGE_LABELS = {
  effective: 'Effective date range',
  submitted: 'Submitted date range',
  disposition: 'Disposition date range',
} as const satisfies Record<DateBasisParam, string>;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Date basis" select: the date the date range (and a trend's months) reads; shared with /filings. */
export function DateBasisSelect({
  value,
  onChange,
}: {
  value: DateBasisParam | undefined;
  onChange: (value: DateBasisParam | undefined) => void;
}) {
  return (
    <Select
      label="Date basis"
      data={DATE_BASIS_PARAMS.map((basis) => ({
        value: basis,
        label: capitalized(DATE_BASIS_LABELS[basis]),
      }))}
      value={value ?? 'effective'}
      onChange={(next) => {
        const basis = DATE_BASIS_PARAMS.find((b) => b === next);
        onChange(basis === 'effective' ? undefined : basis);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data-testid="filter-dateBasis"
    />
  );
}
