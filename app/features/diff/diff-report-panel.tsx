import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { describeCompanyPair } from '#contract/intelligence/describe-table-pair.ts';
import type { DiffReport } from '#contract/intelligence/diff-report.ts';
import { LegacyFactors } from './diff-legacy-factors.tsx';
import { BaseRatesDiff, FactorTablesDiff } from './diff-level-tables.tsx';
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

/** How a company of A was paired (reports made before the pairing have none). */
function pairRule(report: DiffReport, company: string): string {
  const pair = report.companyPairs?.find((p) => (p.a ?? p.b) === company);
  return pair && pair.rule !== 'name' && pair.rule !== 'unmatched' ? describeCompanyPair(pair) : '';
}

/** The comparison: header, rate figures, companies, factors, metrics, objections, description. */
export function DiffReportPanel({ report }: { report: DiffReport }) {
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
                {c.company}
                {c.companyB ? ` (A) and ${c.companyB} (B)` : ''}{' '}
                {pairRule(report, c.company) ? (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {pairRule(report, c.company)}{' '}
                  </Text>
                ) : null}
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
      <Section title="Rating factors, level by level" testId="diff-factors">
        {report.factorTables ? (
          <FactorTablesDiff factors={report.factorTables} />
        ) : (
          <LegacyFactors report={report} />
        )}
      </Section>
      {report.baseRates ? (
        <Section title="Base rates" testId="diff-base-rates-section">
          <BaseRatesDiff rates={report.baseRates} />
        </Section>
      ) : null}
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
                {m.coverage} · {m.company}
                {m.companyB ? ` (A) and ${m.companyB} (B)` : ''}{' '}
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
