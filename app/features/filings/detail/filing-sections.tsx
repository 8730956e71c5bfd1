import { Stack, Text } from '@mantine/core';
import { TextWithIdentifiers } from '#app/components/identifier.tsx';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';
import { BaseRatesTable } from './base-rates-table.tsx';
import { DetailSection } from './detail-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { DoiReviewCard } from './doi-review-card.tsx';
import { type DocumentMatch, pdfPageAnchorOwner } from './matched-pdf-page.ts';
import { ObjectionsTimeline } from './objections-timeline.tsx';
import { RatingFactorsTable } from './rating-factors-table.tsx';
import { SupplementalMetricsTable } from './supplemental-metrics-table.tsx';

function Prose({ text, empty }: { text: string; empty: string }) {
  return text ? (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      <TextWithIdentifiers text={text} />
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {empty}
    </Text>
  );
}

/**
 * The filing's body shared by the whole-filing and the company pages; `documentMatch` marks the
 * PDF page a search hit came from, and the part of the page that shows what that PDF page prints
 * (a rating factor's table, the base rates, else the documents) carries its `#pdf-page-N` anchor.
 */
export function FilingSections({
  filing,
  documentMatch,
}: {
  filing: Filing;
  documentMatch?: DocumentMatch;
}) {
  const owner = documentMatch
    ? pdfPageAnchorOwner(documentMatch.page, filing.ratingFactors, filing.baseRates)
    : undefined;
  return (
    <Stack gap="md">
      <DetailSection id="description" title="Description">
        <Prose text={filing.description} empty="No description was filed." />
      </DetailSection>
      <DocumentsSection filing={filing} match={documentMatch} anchorOwner={owner} />
      <DetailSection id="rating-factors" title="Rating factors">
        <RatingFactorsTable
          factors={filing.ratingFactors}
          pdfLink={filing.pdfLink}
          match={documentMatch}
          matchedKey={owner?.kind === 'factor' ? owner.key : undefined}
        />
      </DetailSection>
      <DetailSection id="base-rates" title="Base rates">
        <BaseRatesTable
          rates={filing.baseRates}
          pdfLink={filing.pdfLink}
          matched={owner?.kind === 'base-rates' ? documentMatch : undefined}
        />
      </DetailSection>
      <DetailSection id="supplemental-metrics" title="Supplemental metrics">
        <SupplementalMetricsTable metrics={filing.supplementalMetrics} />
      </DetailSection>
      <DetailSection id="objections" title="Objections and replies">
        <ObjectionsTimeline objections={filing.objections} />
      </DetailSection>
      <DetailSection id="doi-review" title="DOI review">
        <DoiReviewCard review={filing.doiReview} />
      </DetailSection>
      <DetailSection id="change-log" title="Change log">
        <Prose text={filing.changeLog} empty="No changes recorded against the previous filing." />
      </DetailSection>
    </Stack>
  );
}
