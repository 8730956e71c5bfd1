import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NumericCell, type NumericCellProps } from '#app/components/data-table/numeric-cell.tsx';
import { PercentChangeCell } from '#app/components/data-table/numeric-td.tsx';
import {
  formatMoneyChangeCents,
  formatMoneyChangeCompact,
  formatMoneyCompact,
  formatMoneyFull,
} from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';

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

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} data-testid={`figure-${label.toLowerCase().replaceAll(' ', '-')}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={600}>
        {children}
      </Text>
    </Stack>
  );
}

/** A figure holding one number (see `NumericCell`). */
function NumericFigure({ label, ...number }: { label: string } & NumericCellProps) {
  return (
    <Figure label={label}>
      <NumericCell {...number} />
    </Figure>
  );
}

/** A figure holding a percent change (see `PercentChangeCell`). */
function PercentFigure({ label, value }: { label: string; value: number }) {
  return (
    <Figure label={label}>
      <PercentChangeCell value={value} />
    </Figure>
  );
}

/** The eight rate figures as a grid of labelled numbers. */
export function RateFigures({ figures }: { figures: RateFigureValues }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" data-testid="rate-figures">
      <PercentFigure label="Indicated change" value={figures.indicatedChange} />
      <PercentFigure label="Rate impact" value={figures.rateImpact} />
      <PercentFigure label="Max change" value={figures.maxChange} />
      <PercentFigure label="Min change" value={figures.minChange} />
      <NumericFigure
        label="Written premium"
        text={formatMoneyCompact(figures.writtenPremiumForProgram)}
        title={formatMoneyFull(figures.writtenPremiumForProgram)}
      />
      <NumericFigure
        label="Written premium change"
        text={formatMoneyChangeCompact(figures.writtenPremiumChange)}
        change={figures.writtenPremiumChange}
        title={formatMoneyFull(figures.writtenPremiumChange)}
      />
      <NumericFigure
        label="Avg premium change"
        text={formatMoneyChangeCents(figures.averagePremiumChange)}
        change={figures.averagePremiumChange}
      />
      <NumericFigure
        label="Policyholders affected"
        text={formatInteger(figures.policyholdersAffected)}
      />
    </SimpleGrid>
  );
}
