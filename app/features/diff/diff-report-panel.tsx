import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import type { DiffFactor, DiffReport } from '#contract/intelligence/diff-report.ts';
import { FigureDeltaTable, HeaderTable } from './diff-tables.tsx';

/** Segments with a stable key each (their position in the text). */
function keyedSegments(segments: DiffReport['description']['segments']) {
  let offset = 0;
  return segments.map((segment) => {
    const key = `${segment.type}-${offset}`;
    offset += segment.text.length;
    return { ...segment, key };
  });
}

const rel = (v: number | null) => (v === null ? '—' : v.toFixed(3));

function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function FactorList({
  title,
  factors,
  color,
}: {
  title: string;
  factors: DiffFactor[];
  color: string;
}) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title} ({factors.length})
      </Text>
      {factors.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : null}
      {factors.map((f) => (
        <Group key={`${f.company}|${f.name}`} gap={6}>
          <Badge color={color} variant="light" size="sm">
            {f.name}
          </Badge>
          <Text size="xs" c="dimmed">
            {f.category} · {formatPercentChange(f.change)}
            {f.relativityAfter !== null
              ? ` · relativity ${rel(f.relativityBefore)} → ${rel(f.relativityAfter)}`
              : ''}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The comparison: header, rate figures, companies, factors, metrics, objections, description. */
export function DiffReportPanel({ report }: { report: DiffReport }) {
  const rf = report.ratingFactors;
  return (
    <Stack gap="md" data-testid="diff-report">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['a', 'b'] as const).map((k) => (
          <Paper key={k} withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Filing {k.toUpperCase()}
            </Text>
            <Text fw={700}>{report[k].serffTrackingNumber}</Text>
            <Text size="sm">
              {report[k].carrier} · {report[k].state} · {report[k].productName}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Section title="Header">
        <HeaderTable rows={report.header} />
      </Section>
      <Section title="Overall rate figures">
        <FigureDeltaTable figures={report.overall} testId="diff-overall" />
      </Section>
      <Section title="Per company">
        <Stack gap="md">
          {report.companies.map((c) => (
            <Stack key={c.company} gap={4}>
              <Text fw={600} size="sm">
                {c.company}{' '}
                {c.presentIn !== 'both' ? (
                  <Badge size="xs" variant="light">
                    only in {c.presentIn.toUpperCase()}
                  </Badge>
                ) : null}
              </Text>
              <FigureDeltaTable figures={c.figures} />
            </Stack>
          ))}
        </Stack>
      </Section>
      <Section title="Rating factors" testId="diff-factors">
        <SimpleGrid cols={{ base: 1, md: 2 }} mb="sm">
          <FactorList title="Added in B" factors={rf.added} color="green" />
          <FactorList title="Removed in B" factors={rf.removed} color="red" />
        </SimpleGrid>
        <Text fw={600} size="sm">
          Changed ({rf.changed.length}), unchanged {rf.unchanged}
        </Text>
        {rf.changed.length > 0 ? (
          <Table.ScrollContainer minWidth={620}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Factor</Table.Th>
                  <Table.Th ta="right">Relativity A</Table.Th>
                  <Table.Th ta="right">Relativity B</Table.Th>
                  <Table.Th ta="right">Relativity change</Table.Th>
                  <Table.Th ta="right">Change A</Table.Th>
                  <Table.Th ta="right">Change B</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rf.changed.map((c) => (
                  <Table.Tr key={`${c.company}|${c.name}`}>
                    <Table.Td>{c.name}</Table.Td>
                    <Table.Td ta="right">{rel(c.a.relativityAfter)}</Table.Td>
                    <Table.Td ta="right">{rel(c.b.relativityAfter)}</Table.Td>
                    <Table.Td ta="right">
                      {c.relativityAfterDelta === null
                        ? '—'
                        : `${c.relativityAfterDelta > 0 ? '+' : ''}${c.relativityAfterDelta.toFixed(3)}`}
                    </Table.Td>
                    <Table.Td ta="right">{formatPercentChange(c.a.change)}</Table.Td>
                    <Table.Td ta="right">{formatPercentChange(c.b.change)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Section>
      <Section title="Supplemental metrics">
        {report.supplementalMetrics.length === 0 ? (
          <Text size="sm" c="dimmed">
            Neither filing states supplemental metrics.
          </Text>
        ) : null}
        <Stack gap="md">
          {report.supplementalMetrics.map((m) => (
            <Stack key={`${m.company}|${m.coverage}`} gap={4}>
              <Text fw={600} size="sm">
                {m.coverage} · {m.company}{' '}
                {m.presentIn !== 'both' ? (
                  <Badge size="xs" variant="light">
                    only in {m.presentIn.toUpperCase()}
                  </Badge>
                ) : null}
              </Text>
              <FigureDeltaTable figures={m.figures} />
            </Stack>
          ))}
        </Stack>
      </Section>
      <Section title="Objections" testId="diff-objections">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['a', 'b'] as const).map((k) => (
            <Stack key={k} gap={4}>
              <Text size="sm" fw={600}>
                {k.toUpperCase()}: {report.objections[k].count} letter
                {report.objections[k].count === 1 ? '' : 's'}
              </Text>
              <Group gap={4}>
                {report.objections[k].themes.map((t) => (
                  <Badge
                    key={t}
                    size="sm"
                    variant="light"
                    color={
                      report.objections.common.includes(t) ? 'gray' : k === 'a' ? 'red' : 'green'
                    }
                  >
                    {t}
                  </Badge>
                ))}
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Description" testId="diff-description">
        <Text size="sm" style={{ lineHeight: 1.7 }}>
          {keyedSegments(report.description.segments).map((s) =>
            s.type === 'same' ? (
              <span key={s.key}>{s.text}</span>
            ) : s.type === 'added' ? (
              <ins
                key={s.key}
                style={{ background: 'var(--mantine-color-green-light)', textDecoration: 'none' }}
                title="Added in B"
              >
                {s.text}
              </ins>
            ) : (
              <del
                key={s.key}
                style={{ background: 'var(--mantine-color-red-light)' }}
                title="Removed in B"
              >
                {s.text}
              </del>
            ),
          )}
        </Text>
      </Section>
    </Stack>
  );
}
