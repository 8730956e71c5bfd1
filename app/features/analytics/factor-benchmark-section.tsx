import {
  Alert,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { StatGrid } from '#app/components/charts/stat-grid.tsx';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { ChoiceSelect } from '#app/components/filter-bar/choice-select.tsx';
import { SectionCard } from '#app/components/section-card.tsx';
import { useDrawnAfterPaint } from '#app/components/use-drawn-after-paint.ts';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { formatRelativity } from '#app/lib/format/format-number.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { ValueCount } from '#gen/ratefiling/v1/common_pb.ts';
import { FactorBenchmarkMovement } from './factor-benchmark-movement.tsx';
import {
  benchmarkChoice,
  benchmarkFilingsSearch,
  type FactorBenchmarkSearch,
  factorBenchmarkQueryOptions,
} from './factor-benchmark-search.ts';
import { FactorBenchmarkTable } from './factor-benchmark-table.tsx';
import { spreadSentence } from './factor-benchmark-text.ts';

/**
 * The benchmark table's caption and header, and one of its rows (two lines, as carriers and
 * products wrap at 1,440 px), in pixels: the room it keeps before it is drawn.
 */
const TABLE_HEAD_PX = 64;
const TABLE_ROW_PX = 50;

/** Select options "CA (4 programs)"; the value shown is kept even when it has no count. */
function options(choices: readonly ValueCount[], shown: string) {
  const data = choices.map((c) => ({ value: c.value, label: `${c.value} (${c.count})` }));
  return shown && !choices.some((c) => c.value === shown)
    ? [{ value: shown, label: shown }, ...data]
    : data;
}

/**
 * "Factor benchmark": for a state and line, one level of one rating factor across the carriers'
 * programs: each one's current relativity (linked to the filing that set it), the spread and how
 * it moved; the choices live in the URL (`benchmarkState`, `benchmarkLine`, `benchmarkFactor`,
 * `benchmarkLevel`).
 */
export function FactorBenchmarkSection({
  search,
  onChange,
}: {
  search: FactorBenchmarkSearch;
  onChange: (patch: FactorBenchmarkSearch) => void;
}) {
  const query = useQuery(factorBenchmarkQueryOptions(useRpc(), search));
  const b = query.data;
  const tableDrawn = useDrawnAfterPaint();
  const choose = (field: Parameters<typeof benchmarkChoice>[0]) => (value: string | null) =>
    onChange(benchmarkChoice(field, value));
  const select = (
    label: string,
    field: Parameters<typeof benchmarkChoice>[0],
    choices: readonly ValueCount[] | undefined,
    value: string | undefined,
  ) => (
    <ChoiceSelect
      label={label}
      size="xs"
      searchable
      allowDeselect={false}
      data={options(choices ?? [], value ?? '')}
      value={value || null}
      onChange={choose(field)}
      disabled={!b}
      nothingFoundMessage="Nothing to compare"
      data-testid={`benchmark-${field}`}
    />
  );
  return (
    <SectionCard labelledBy="factor-benchmark-heading" testId="factor-benchmark">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="factor-benchmark-heading">
            Factor benchmark
          </Title>
          <Text size="sm" c="dimmed">
            One level of a rating factor across the carriers in a state and line. A program's
            current relativity is the one in its latest filing revising the factor that took effect
            (approved or filed, effective today or earlier); the spread runs from the lowest to the
            highest of them. Counts in the lists are programs.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {select('State', 'state', b?.states, b?.state ?? search.benchmarkState)}
          {select(
            'Line of business',
            'line',
            b?.linesOfBusiness,
            b?.lineOfBusiness ?? search.benchmarkLine,
          )}
          {select('Rating factor', 'factor', b?.factors, b?.factor ?? search.benchmarkFactor)}
          {select('Level', 'level', b?.levels, b?.level ?? search.benchmarkLevel)}
        </SimpleGrid>
        {query.isError ? (
          <Alert
            color="red"
            title="The benchmark could not be loaded"
            data-testid="benchmark-error"
          >
            {errorDisplayMessage(query.error)}
          </Alert>
        ) : !b ? (
          <Stack gap="xs" role="status" aria-busy="true" data-testid="benchmark-loading">
            <VisuallyHidden>Loading the factor benchmark…</VisuallyHidden>
            <Skeleton h={72} />
            <Skeleton h={160} />
          </Stack>
        ) : b.rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="benchmark-empty">
            {b.factor
              ? `No program in ${b.state}, ${b.lineOfBusiness} has ${b.factor} ${b.level} in a table that took effect.`
              : `No filing in ${b.state || 'any state'}${b.lineOfBusiness ? `, ${b.lineOfBusiness}` : ''} revised a rating factor table that took effect.`}
          </Text>
        ) : (
          <Stack gap="sm" aria-busy={query.isFetching} data-testid="benchmark-result">
            <Text size="sm" data-testid="benchmark-spread">
              {spreadSentence(b)}
            </Text>
            <StatGrid
              stats={[
                {
                  label: 'Lowest',
                  value: formatRelativity(b.spread?.min),
                  definition: 'The lowest current relativity among the programs.',
                },
                {
                  label: 'Median',
                  value: formatRelativity(b.spread?.median),
                  definition:
                    'The middle current relativity (the mean of the two middle ones for an even number of programs).',
                },
                {
                  label: 'Highest',
                  value: formatRelativity(b.spread?.max),
                  definition: 'The highest current relativity among the programs.',
                },
                {
                  label: 'Programs',
                  value: String(b.spread?.programs ?? 0),
                  hint: `of ${b.spread?.carriers ?? 0} carrier${b.spread?.carriers === 1 ? '' : 's'}`,
                  definition:
                    "Carriers' products in the state and line whose current table of the factor has the level.",
                },
              ]}
            />
            {tableDrawn ? (
              <FactorBenchmarkTable benchmark={b} />
            ) : (
              // The table's room until the page around it has been painted (useDrawnAfterPaint);
              // marked as a chart's is, so that browser tests and the navigation benchmark wait
              // for it the same way.
              <div
                data-chart-pending=""
                data-testid="benchmark-table-pending"
                style={{ minHeight: TABLE_HEAD_PX + b.rows.length * TABLE_ROW_PX }}
              />
            )}
            <Group>
              <AnchorLink
                to="/filings"
                search={benchmarkFilingsSearch(b.state, b.lineOfBusiness, b.factor)}
                size="sm"
                data-testid="benchmark-filings-link"
              >
                List every filing that revised {b.factor} in {b.state}, {b.lineOfBusiness}
              </AnchorLink>
            </Group>
            <FactorBenchmarkMovement years={b.years} />
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
