import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { wholeFilingQueryOptions } from '#app/features/filings/filings-queries.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { highlightTermsParam } from '#app/lib/search/filing-detail-search-schema.ts';
import { CitationsProvider } from './citations/citations-context.tsx';
import { CorrectionsSection } from './citations/corrections-section.tsx';
import { CompanyMetricsTable } from './company-metrics-table.tsx';
import { DetailSection } from './detail-section.tsx';
import { FilingHeader } from './filing-header.tsx';
import { FilingNotes } from './filing-notes.tsx';
import { FilingSections } from './filing-sections.tsx';
import { RateFigures } from './rate-figures.tsx';

const route = getRouteApi('/_app/filings/$serffTrackingNumber/');

/**
 * /filings/{tracking number}/: the whole filing, overall figures and each company's. Opened from
 * a search hit on a PDF page (`?page=N&hl=terms#pdf-page-N`), the documents section marks
 * that page and the page scrolls to what it prints (a factor table, the base rates, else the
 * match in the documents).
 */
export function WholeFilingPage() {
  const { serffTrackingNumber } = route.useParams();
  const search = route.useSearch();
  const { data: whole } = useSuspenseQuery(wholeFilingQueryOptions(useRpc(), serffTrackingNumber));
  const filing = whole?.filing;
  if (!filing) return null;
  const overall = {
    ...filing,
    rateImpact: whole.overallRateImpact ?? filing.rateImpact,
    indicatedChange: whole.overallIndicatedChange ?? filing.indicatedChange,
    writtenPremiumForProgram: whole.overallWrittenPremium ?? filing.writtenPremiumForProgram,
    writtenPremiumChange: whole.overallWrittenPremiumChange ?? filing.writtenPremiumChange,
  };
  return (
    <CitationsProvider serffTrackingNumber={filing.serffTrackingNumber} pdfLink={filing.pdfLink}>
      <Stack gap="md" data-testid="filing-detail">
        <FilingHeader filing={filing} />
        <DetailSection id="overall-figures" title="Overall rate figures">
          <RateFigures figures={overall} citeRow="overall" />
        </DetailSection>
        {whole.companyMetrics.length > 0 ? (
          <DetailSection id="company-figures" title="Rate figures by company">
            <CompanyMetricsTable
              serffTrackingNumber={filing.serffTrackingNumber}
              companies={whole.companyMetrics}
            />
          </DetailSection>
        ) : null}
        <FilingSections
          filing={filing}
          documentMatch={
            search.page ? { page: search.page, terms: highlightTermsParam(search.hl) } : undefined
          }
        />
        <CorrectionsSection serffTrackingNumber={filing.serffTrackingNumber} />
        <FilingNotes serffTrackingNumber={filing.serffTrackingNumber} />
      </Stack>
    </CitationsProvider>
  );
}
