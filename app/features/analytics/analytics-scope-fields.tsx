import { NumberInput, Select } from '@mantine/core';
import { DateBasisSelect } from '#app/components/filter-bar/date-basis-select.tsx';
import {
  DEFAULT_MIN_FILINGS,
  MAX_MIN_FILINGS,
  POPULATION_PARAMS,
  type PopulationParam,
} from '#app/lib/search/population-param.ts';
import { POPULATION_LABELS } from '#contract/analytics/analytics-definitions.ts';
import type { AnalyticsSearch } from './analytics-search.ts';
import { POPULATION_KEYS } from './population-chip.tsx';

/** The population switch, the date basis and the top lists' minimum of filings. */
export function AnalyticsScopeFields({
  search,
  withMinFilings,
  onChange,
}: {
  search: AnalyticsSearch;
  withMinFilings: boolean;
  onChange: (patch: Partial<AnalyticsSearch>) => void;
}) {
  return (
    <>
      <Select
        label="Population"
        data={POPULATION_PARAMS.map((p) => ({
          value: p,
          label: POPULATION_LABELS[POPULATION_KEYS[p]],
        }))}
        value={search.population ?? 'rate-changes'}
        onChange={(next) => {
          const population = POPULATION_PARAMS.find((p): p is PopulationParam => p === next);
          onChange({ population: population === 'rate-changes' ? undefined : population });
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="filter-population"
      />
      <DateBasisSelect value={search.dateBasis} onChange={(dateBasis) => onChange({ dateBasis })} />
      {withMinFilings ? (
        <NumberInput
          label="Top lists: minimum filings"
          description="Entries with fewer filings are left out"
          // Below the box, so that the box lines up with the other filters' boxes in the row.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          min={1}
          max={MAX_MIN_FILINGS}
          allowDecimal={false}
          allowNegative={false}
          value={search.minFilings ?? DEFAULT_MIN_FILINGS}
          onChange={(next) => {
            const n = typeof next === 'number' ? next : Number.parseInt(next, 10);
            if (!Number.isInteger(n) || n < 1) return;
            onChange({
              minFilings: n === DEFAULT_MIN_FILINGS ? undefined : Math.min(n, MAX_MIN_FILINGS),
            });
          }}
          data-testid="filter-minFilings"
        />
      ) : null}
    </>
  );
}
