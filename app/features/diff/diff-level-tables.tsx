import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { FactorHeading } from '#app/features/filings/detail/factor-heading.tsx';
import { LevelNameCell } from '#app/features/filings/detail/level-name-cell.tsx';
import { FilingLink } from '#app/features/filings/filing-link.tsx';
import { formatMoneyChangeFull, formatMoneyFull } from '#app/lib/format/format-money.ts';
import { formatRelativity } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import {
  describeTablePair,
  TABLE_PAIR_LABELS,
} from '#contract/intelligence/describe-table-pair.ts';
import type {
  BaseRateDelta,
  FactorPairStatus,
  FactorTableDelta,
  LevelDelta,
} from '#contract/intelligence/diff-report.ts';

/** Badge look per status: revised by both stands out, "not used" is outlined (contrast-safe). */
const STATUS_LOOKS: Record<FactorPairStatus, { color: string; variant: 'light' | 'outline' }> = {
  'revised-in-both': { color: 'blue', variant: 'light' },
  'not-revised-in-b': { color: 'gray', variant: 'light' },
  'not-revised-in-a': { color: 'gray', variant: 'light' },
  'not-used-by-b': { color: 'gray', variant: 'outline' },
  'not-used-by-a': { color: 'gray', variant: 'outline' },
};

/** A pair's status as a badge with the label the exports use. */
export function PairStatusBadge({ status }: { status: FactorPairStatus }) {
  return (
    <Badge size="sm" {...STATUS_LOOKS[status]} data-status={status}>
      {TABLE_PAIR_LABELS[status]}
    </Badge>
  );
}

const signedRelativity = (v: number | null) =>
  v === null ? '—' : `${v > 0 ? '+' : ''}${formatRelativity(v)}`;
const relativity = (v: number | null) => (v === null ? '—' : formatRelativity(v));
const percent = (v: number | null) => (v === null ? '—' : formatPercentChange(v));

/** Where a side's column comes from: its own filing, its program's table in force, or none. */
function SourceText({
  side,
  source,
  used,
}: {
  side: 'A' | 'B';
  source: FactorTableDelta['a'];
  used: boolean;
}) {
  const tn = source.serffTrackingNumber;
  return (
    <Text size="xs" c="dimmed">
      <strong>{side}:</strong>{' '}
      {source.revised && tn ? (
        <>
          revised in <FilingLink tn={tn} size="xs" />
          {source.change !== null ? ` (change ${formatPercentChange(source.change)})` : ''}
        </>
      ) : tn ? (
        <>
          not revised; the table as last filed in <FilingLink tn={tn} size="xs" />, in force when{' '}
          {side} was submitted
        </>
      ) : used ? (
        `not revised, and no revision by ${side}'s program was in force when ${side} was submitted`
      ) : (
        `not used: no filing of ${side}'s program revises this factor`
      )}
    </Text>
  );
}

function LevelRows({ levels }: { levels: LevelDelta[] }) {
  return levels.map((l) => (
    <Table.Tr key={l.level} data-base={l.base || undefined}>
      <LevelNameCell level={l.level} base={Boolean(l.base)} />
      <Table.Td ta="right">{relativity(l.a)}</Table.Td>
      <Table.Td ta="right">{relativity(l.b)}</Table.Td>
      <Table.Td ta="right" fw={l.difference ? 600 : undefined}>
        {signedRelativity(l.difference)}
      </Table.Td>
      <Table.Td ta="right">{percent(l.percentDifference)}</Table.Td>
    </Table.Tr>
  ));
}

/** One factor of either filing: status, where each column comes from, every level. */
export function FactorTableDiff({ factor }: { factor: FactorTableDelta }) {
  return (
    <Stack gap={4} data-testid="diff-factor-table" data-factor={factor.name}>
      <Group gap="xs" wrap="wrap">
        <FactorHeading name={factor.name} category={factor.category} order={3} />
        <PairStatusBadge status={factor.status} />
      </Group>
      <SourceText side="A" source={factor.a} used={factor.status !== 'not-used-by-a'} />
      <SourceText side="B" source={factor.b} used={factor.status !== 'not-used-by-b'} />
      <ScrollRegion label={`${factor.name}: relativities of A and B`} minWidth={520}>
        <Table striped layout="fixed" verticalSpacing={4} fz="sm" data-testid="diff-levels">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="34%">Level</Table.Th>
              <Table.Th ta="right">Relativity A</Table.Th>
              <Table.Th ta="right">Relativity B</Table.Th>
              <Table.Th ta="right">B − A</Table.Th>
              <Table.Th ta="right">B / A − 1</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <LevelRows levels={factor.levels} />
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

/** Base rates by coverage after each filing, in dollars, with each pair's status. */
export function BaseRatesDiff({ rates }: { rates: BaseRateDelta[] }) {
  if (rates.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Neither filing states base rates.
      </Text>
    );
  return (
    <ScrollRegion label="Base rates of A and B" minWidth={640}>
      <Table striped verticalSpacing={4} fz="sm" data-testid="diff-base-rates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Coverage</Table.Th>
            <Table.Th ta="right">Base rate A</Table.Th>
            <Table.Th ta="right">Base rate B</Table.Th>
            <Table.Th ta="right">B − A</Table.Th>
            <Table.Th ta="right">B / A − 1</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rates.map((r) => (
            <Table.Tr key={`${r.company ?? ''}|${r.coverage}`}>
              <Table.Td>{r.coverage}</Table.Td>
              <Table.Td ta="right">{r.rate.a === null ? '—' : formatMoneyFull(r.rate.a)}</Table.Td>
              <Table.Td ta="right">{r.rate.b === null ? '—' : formatMoneyFull(r.rate.b)}</Table.Td>
              <Table.Td ta="right">
                {r.rate.difference === null ? '—' : formatMoneyChangeFull(r.rate.difference)}
              </Table.Td>
              <Table.Td ta="right">{percent(r.rate.percentDifference)}</Table.Td>
              <Table.Td title={describeTablePair(r)}>
                <PairStatusBadge status={r.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** Every factor of either filing, revised-in-both first, with a count per status. */
export function FactorTablesDiff({ factors }: { factors: FactorTableDelta[] }) {
  if (factors.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Neither filing revises a rating factor.
      </Text>
    );
  const order = Object.keys(TABLE_PAIR_LABELS);
  const sorted = [...factors].sort((x, y) => order.indexOf(x.status) - order.indexOf(y.status));
  const counts = order
    .map((s) => [s, factors.filter((f) => f.status === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => {
      const label = TABLE_PAIR_LABELS[s as FactorPairStatus];
      return `${n} ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
    });
  return (
    <Stack gap="lg">
      <Text size="sm">
        {factors.length} factor{factors.length === 1 ? '' : 's'}: {counts.join(', ')}. A side that
        did not revise a factor shows its program&apos;s table in force when it was submitted.
      </Text>
      {sorted.map((f) => (
        <FactorTableDiff key={`${f.company ?? ''}|${f.name}`} factor={f} />
      ))}
    </Stack>
  );
}
