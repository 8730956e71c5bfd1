import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NumericCell, type NumericCellProps } from '#app/components/data-table/numeric-cell.tsx';
import { PercentChangeCell } from '#app/components/data-table/numeric-td.tsx';
import { formatMoneyChangeFull, formatMoneyFull } from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { RATE_FIELD_OF, ratePath } from './citations/citation-paths.ts';
import { isStated, useCitations } from './citations/citations-context.tsx';
import { Cite } from './citations/cite.tsx';
import { NotStated } from './citations/not-stated.tsx';

/** The rate figures of a filing or of one of its companies. */
export type RateFigureValues = {
  indicatedChange: number;
  rateImpact: number;
  averagePremiumChange: number;
  writtenPremiumChange: number;
  writtenPremiumForProgram: number;
  policyholdersAffected: number;
  maxChange: number;
  minChange: number;
};

function Figure({
  label,
  long = false,
  cite,
  stated = true,
  children,
}: {
  label: string;
  /** A long figure (a full dollar amount) is set smaller where its column is narrow. */
  long?: boolean;
  /** The path of the value read from the filing's PDF, for its "p. N" citation. */
  cite?: string;
  /** False when the filing's PDF does not state the figure: shown as not stated, not as 0. */
  stated?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack
      gap={2}
      style={{ containerType: 'inline-size' }}
      data-testid={`figure-${label.toLowerCase().replaceAll(' ', '-')}`}
    >
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {cite ? <Cite paths={[cite]} what={label.toLowerCase()} /> : null}
      </Group>
      {/* "+$3,935,187,196" stays on one line in a phone's column: its size follows the column
          (cqi) up to xl, so it is never clipped or pushed into the next figure. */}
      <Text fw={600} fz={long ? 'min(var(--mantine-font-size-xl), 9.5cqi)' : 'xl'}>
        {stated ? children : <NotStated />}
      </Text>
    </Stack>
  );
}

/** A figure holding one number (see `NumericCell`). */
function NumericFigure({
  label,
  cite,
  stated,
  ...number
}: { label: string; cite?: string; stated?: boolean } & NumericCellProps) {
  return (
    <Figure label={label} long={number.text.length > 10} cite={cite} stated={stated}>
      <NumericCell {...number} />
    </Figure>
  );
}

/** A figure holding a percent change (see `PercentChangeCell`). */
function PercentFigure({
  label,
  value,
  cite,
  stated,
}: {
  label: string;
  value: number;
  cite?: string;
  stated?: boolean;
}) {
  return (
    <Figure label={label} cite={cite} stated={stated}>
      <PercentChangeCell value={value} />
    </Figure>
  );
}

/**
 * The eight rate figures as a grid of labelled numbers. With `citeRow` ("overall",
 * "company[NAME]"), each figure read from the filing's PDF shows its page (citations/), and a
 * figure the PDF does not state is shown as not stated (the overall one is stated when the PDF's
 * overall row or any company states it: the filing's overall figures are its companies').
 */
export function RateFigures({ figures, citeRow }: { figures: RateFigureValues; citeRow?: string }) {
  const citations = useCitations();
  const cite = (field: keyof typeof RATE_FIELD_OF) =>
    citeRow ? ratePath(citeRow, RATE_FIELD_OF[field]) : undefined;
  const stated = (field: keyof typeof RATE_FIELD_OF | null): boolean => {
    if (!citeRow) return true;
    if (field === null) return isStated(citations, []);
    const own = ratePath(citeRow, RATE_FIELD_OF[field]);
    if (citeRow !== 'overall') return isStated(citations, [own]);
    const companies = [...(citations?.byPath.keys() ?? [])].filter(
      (p) => p.startsWith('company[') && p.endsWith(`].${RATE_FIELD_OF[field]}`),
    );
    return isStated(citations, [own, ...companies]);
  };
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" data-testid="rate-figures">
      <PercentFigure
        label="Indicated change"
        value={figures.indicatedChange}
        cite={cite('indicatedChange')}
        stated={stated('indicatedChange')}
      />
      <PercentFigure
        label="Rate impact"
        value={figures.rateImpact}
        cite={cite('rateImpact')}
        stated={stated('rateImpact')}
      />
      <PercentFigure
        label="Max change"
        value={figures.maxChange}
        cite={cite('maxChange')}
        stated={stated('maxChange')}
      />
      <PercentFigure
        label="Min change"
        value={figures.minChange}
        cite={cite('minChange')}
        stated={stated('minChange')}
      />
      <NumericFigure
        label="Written premium"
        cite={cite('writtenPremiumForProgram')}
        stated={stated('writtenPremiumForProgram')}
        text={formatMoneyFull(figures.writtenPremiumForProgram)}
      />
      <NumericFigure
        label="Written premium change"
        cite={cite('writtenPremiumChange')}
        stated={stated('writtenPremiumChange')}
        text={formatMoneyChangeFull(figures.writtenPremiumChange)}
        change={figures.writtenPremiumChange}
      />
      {/* SERFF's rate information has no average premium change: a PDF never states it. */}
      <NumericFigure
        label="Avg premium change"
        stated={stated(null)}
        text={formatMoneyChangeFull(figures.averagePremiumChange)}
        change={figures.averagePremiumChange}
      />
      <NumericFigure
        label="Policyholders affected"
        cite={cite('policyholdersAffected')}
        stated={stated('policyholdersAffected')}
        text={formatInteger(figures.policyholdersAffected)}
      />
    </SimpleGrid>
  );
}
