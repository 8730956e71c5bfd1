import { Group, Stack, Table, Text } from '@mantine/core';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { FactorHeading } from '#app/features/filings/detail/factor-heading.tsx';
import { LevelNameCell } from '#app/features/filings/detail/level-name-cell.tsx';
import { formatDecimal, formatRelativity } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { PremiumEffectBasis, type RatingFactor } from '#gen/ratefiling/v1/filing_pb.ts';
import { BeforeAfterCells } from './before-after-cells.tsx';
import { factorPath, levelPaths } from './citations/citation-paths.ts';
import { Cite } from './citations/cite.tsx';
import { SCROLL_TARGET } from './detail-section.tsx';
import { type DocumentMatch, factorKey, pdfPageAnchor } from './matched-pdf-page.ts';
import { PdfPageLink } from './pdf-page-link.tsx';

/** How the premium effect was computed, in words (the equal-weight one is an approximation). */
function basisText(basis: PremiumEffectBasis): string {
  if (basis === PremiumEffectBasis.EXPOSURE) return "weighted by the filing's exposure by level";
  if (basis === PremiumEffectBasis.EQUAL_WEIGHT)
    return 'approximation: every level weighted alike (the filing gives no distribution)';
  return '';
}

/** The marking of the table a search hit's PDF page prints (`#pdf-page-N` scrolls to it). */
const MATCHED_STYLE = {
  ...SCROLL_TARGET,
  borderLeft: '4px solid var(--mantine-color-yellow-5)',
  paddingLeft: 'var(--mantine-spacing-sm)',
};

/**
 * One revised factor: its table level by level, before and after, with the premium effect;
 * `matched` when a search hit is on the PDF page that prints it.
 */
function FactorLevelTable({
  factor,
  pdfLink,
  matched,
}: {
  factor: RatingFactor;
  pdfLink: string;
  matched?: DocumentMatch;
}) {
  const hasShares = factor.levels.some((l) => l.exposureShare !== undefined);
  const effect = factor.premiumEffect ?? factor.change;
  return (
    <Stack
      gap={4}
      data-testid="factor-table"
      id={matched ? pdfPageAnchor(matched.page) : undefined}
      data-matched={matched ? 'true' : undefined}
      style={matched ? MATCHED_STYLE : undefined}
    >
      <Group gap="xs" justify="space-between" wrap="wrap">
        <FactorHeading name={factor.name} category={factor.category} order={4} />
        <Group gap="sm">
          <Text size="sm">
            Premium effect <strong>{formatPercentChange(effect)}</strong>
            {factor.premiumEffect !== undefined ? (
              <Text span c="dimmed" size="sm">
                {' '}
                ({basisText(factor.premiumEffectBasis)})
              </Text>
            ) : null}
          </Text>
          <PdfPageLink
            pdfLink={pdfLink}
            page={factor.pdfPage}
            what={`${factor.name} table`}
            terms={matched?.terms}
          />
          <Cite paths={[factorPath(factor.name)]} what={`${factor.name} table`} />
        </Group>
      </Group>
      {matched ? (
        <Text size="sm" data-testid="factor-table-match">
          Your search matched PDF page {matched.page}, which prints this table.
        </Text>
      ) : null}
      {factor.levels.length === 0 ? (
        <Text size="sm" c="dimmed">
          {factor.description || 'The filing gives no table for this factor.'}
          {factor.relativityBefore !== undefined
            ? ` Relativity ${formatDecimal(factor.relativityBefore)} → ${formatDecimal(factor.relativityAfter)}.`
            : ''}
        </Text>
      ) : (
        <ScrollRegion label={`${factor.name} relativities`} minWidth={620}>
          {/* Fixed columns: the tables of one filing line up under each other (620 px: room for
              the "Exposure" header in a fifth of what Level leaves). */}
          <Table striped layout="fixed" verticalSpacing={4} fz="sm" data-testid="factor-levels">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="40%">Level</Table.Th>
                <Table.Th ta="right">Before</Table.Th>
                <Table.Th ta="right">After</Table.Th>
                <Table.Th ta="right">Change</Table.Th>
                {hasShares ? <Table.Th ta="right">Exposure</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {factor.levels.map((level) => (
                <Table.Tr key={level.level} data-base={level.base || undefined}>
                  <LevelNameCell
                    level={level.level}
                    base={Boolean(level.base)}
                    cite={
                      <Cite
                        paths={levelPaths(factor.name, level.level)}
                        what={`${factor.name} ${level.level} relativities`}
                      />
                    }
                  />
                  <BeforeAfterCells
                    before={formatRelativity(level.relativityBefore)}
                    after={formatRelativity(level.relativityAfter)}
                    change={level.change}
                    share={level.exposureShare}
                    showShare={hasShares}
                  />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}

/**
 * The rating factors a filing revises: for each, its table level by level (relativity before and
 * after, change, the base level marked, exposure share), the premium effect and the PDF page.
 * `match` with `matchedKey` marks the factor whose table the PDF page of a search hit prints.
 */
export function RatingFactorsTable({
  factors,
  pdfLink,
  match,
  matchedKey,
}: {
  factors: RatingFactor[];
  pdfLink: string;
  match?: DocumentMatch;
  matchedKey?: string;
}) {
  if (factors.length === 0)
    return (
      <Text c="dimmed" size="sm">
        The filing revises no rating factors.
      </Text>
    );
  return (
    <Stack gap="lg" data-testid="rating-factors">
      {factors.map((factor) => (
        <FactorLevelTable
          key={factorKey(factor)}
          factor={factor}
          pdfLink={pdfLink}
          matched={match && matchedKey === factorKey(factor) ? match : undefined}
        />
      ))}
    </Stack>
  );
}
