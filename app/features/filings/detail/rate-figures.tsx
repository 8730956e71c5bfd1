import { SimpleGrid, Stack, Text } from '@mantine/core';
import { NumericCell } from '#app/components/data-table/numeric-cell.tsx';
import {
  formatMoneyChangeCents,
  formatMoneyChangeCompact,
  formatMoneyCompact,
  formatMoneyFull,
} from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';

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
  text,
  change,
  title,
}: {
  label: string;
  text: string;
  change?: number;
  title?: string;
}) {
  return (
    <Stack gap={2} data-testid={`figure-${label.toLowerCase().replaceAll(' ', '-')}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={600}>
        <NumericCell text={text} change={change} title={title} />
      </Text>
    </Stack>
  );
}

/** The eight rate figures as a grid of labelled numbers. */
export function RateFigures({ figures }: { figures: RateFigureValues }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" data-testid="rate-figures">
      <Figure
        label="Indicated change"
        text={formatPercentChange(figures.indicatedChange)}
        change={figures.indicatedChange}
      />
      <Figure
        label="Rate impact"
        text={formatPercentChange(figures.rateImpact)}
        change={figures.rateImpact}
      />
      <Figure
        label="Max change"
        text={formatPercentChange(figures.maxChange)}
        change={figures.maxChange}
      />
      <Figure
        label="Min change"
        text={formatPercentChange(figures.minChange)}
        change={figures.minChange}
      />
      <Figure
        label="Written premium"
        text={formatMoneyCompact(figures.writtenPremiumForProgram)}
        title={formatMoneyFull(figures.writtenPremiumForProgram)}
      />
      <Figure
        label="Written premium change"
        text={formatMoneyChangeCompact(figures.writtenPremiumChange)}
        change={figures.writtenPremiumChange}
        title={formatMoneyFull(figures.writtenPremiumChange)}
      />
      <Figure
        label="Avg premium change"
        text={formatMoneyChangeCents(figures.averagePremiumChange)}
        change={figures.averagePremiumChange}
      />
      <Figure label="Policyholders affected" text={formatInteger(figures.policyholdersAffected)} />
    </SimpleGrid>
  );
}
