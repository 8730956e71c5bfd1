import { Group, Select, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { NumericCell } from '#app/components/data-table/numeric-cell.tsx';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { SectionCard } from '#app/components/section-card.tsx';
import {
  DEFAULT_MATRIX_MEASURE,
  type MatrixMeasureParam,
} from '#app/lib/search/route-search-schemas.ts';
import type { CarrierStats } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import type { AnalyticsSearch } from './analytics-search.ts';
import classes from './carrier-state-matrix.module.css';
import {
  carrierStateMatrix,
  isMatrixMeasure,
  MATRIX_MEASURES,
  type MatrixCell,
  type MatrixMeasure,
} from './carrier-state-matrix-data.ts';
import { filingsDrillDownSearch } from './use-drill-down.ts';

const MEASURE_OPTIONS = Object.entries(MATRIX_MEASURES).map(([value, m]) => ({
  value,
  label: m.label,
}));

function CellText({ cell, signed }: { cell: MatrixCell; signed: boolean }) {
  if (!cell)
    return (
      <Text span c="dimmed" title="No filings">
        –
      </Text>
    );
  return <NumericCell text={cell.text} change={signed ? cell.value : undefined} />;
}

/**
 * Carriers x states: one figure per carrier and state, so that carriers compare state by state
 * instead of in one blended bar. Each cell opens the carrier's filings in that state. The
 * measure comes from the URL (`measure`) when the page keeps it there (`onMeasureChange`);
 * otherwise the section keeps it itself.
 */
export function CarrierStateMatrixSection({
  carriers,
  search,
  measure: measureParam,
  onMeasureChange,
}: {
  carriers: CarrierStats[];
  search: AnalyticsSearch;
  measure?: MatrixMeasureParam;
  onMeasureChange?: (measure: MatrixMeasureParam) => void;
}) {
  const [ownMeasure, setOwnMeasure] = useState<MatrixMeasure>(DEFAULT_MATRIX_MEASURE);
  const measure: MatrixMeasure = onMeasureChange
    ? (measureParam ?? DEFAULT_MATRIX_MEASURE)
    : ownMeasure;
  const setMeasure = onMeasureChange ?? setOwnMeasure;
  const m = MATRIX_MEASURES[measure];
  const matrix = carrierStateMatrix(carriers, measure, search.states ?? []);
  return (
    <SectionCard labelledBy="carrier-state-matrix" testId="carrier-state-matrix">
      <Group justify="space-between" align="flex-end" gap="xs" mb="xs">
        <div>
          <Title order={2} fz="md" id="carrier-state-matrix">
            Carriers by state
          </Title>
          <Text size="xs" c="dimmed">
            {m.label} of each carrier in each state; – where it has no filing. Open a figure to list
            those filings.
          </Text>
        </div>
        <Select
          label="Measure"
          size="xs"
          w={230}
          allowDeselect={false}
          data={MEASURE_OPTIONS}
          value={measure}
          onChange={(v) => v && isMatrixMeasure(v) && setMeasure(v)}
          data-testid="matrix-measure"
        />
      </Group>
      {matrix.rows.length === 0 || matrix.states.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          No filings match these filters.
        </Text>
      ) : (
        <ScrollRegion
          label="Carriers by state, scrollable"
          minWidth={Math.min(1400, 220 + matrix.states.length * 84)}
        >
          <Table fz="sm" striped withRowBorders data-testid="carrier-state-table">
            <Table.Caption className={classes.caption}>
              {m.label} by carrier (rows) and state (columns)
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" className={classes.sticky}>
                  Carrier
                </Table.Th>
                {matrix.states.map((state) => (
                  <Table.Th key={state} scope="col" ta="right">
                    {state}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="right" className={classes.total}>
                  Total
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {matrix.rows.map((row) => (
                <Table.Tr key={row.carrier} data-carrier={row.carrier}>
                  <Table.Th scope="row" className={classes.sticky} title={row.carrier}>
                    {row.carrier}
                  </Table.Th>
                  {row.cells.map((cell, i) => {
                    const state = matrix.states[i] ?? '';
                    return (
                      <Table.Td key={state} ta="right" data-state={state}>
                        {cell ? (
                          <AnchorLink
                            to="/filings"
                            search={filingsDrillDownSearch(search, {
                              carriers: [row.carrier],
                              states: [state],
                            })}
                            size="sm"
                            aria-label={`${cell.text}: ${row.carrier} in ${state}`}
                          >
                            <CellText cell={cell} signed={m.signed} />
                          </AnchorLink>
                        ) : (
                          <CellText cell={null} signed={false} />
                        )}
                      </Table.Td>
                    );
                  })}
                  <Table.Td ta="right" className={classes.total}>
                    <CellText cell={row.total} signed={m.signed} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}
