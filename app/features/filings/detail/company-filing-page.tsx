import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { companyFilingQueryOptions } from '#app/features/filings/filings-queries.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { companyRow } from './citations/citation-paths.ts';
import { CitationsProvider } from './citations/citations-context.tsx';
import { DetailSection } from './detail-section.tsx';
import { FilingHeader } from './filing-header.tsx';
import { FilingSections } from './filing-sections.tsx';
import { RateFigures } from './rate-figures.tsx';

const route = getRouteApi('/_app/filings/$serffTrackingNumber/$company/');

/** /filings/{tracking number}/{company}/: the filing as filed for one underwriting company. */
export function CompanyFilingPage() {
  const { serffTrackingNumber, company } = route.useParams();
  const { data: filing } = useSuspenseQuery(
    companyFilingQueryOptions(useRpc(), serffTrackingNumber, company),
  );
  if (!filing) return null;
  const toWhole = (
    <AnchorLink
      key="whole"
      to="/filings/$serffTrackingNumber"
      params={{ serffTrackingNumber }}
      size="sm"
    >
      {serffTrackingNumber}
    </AnchorLink>
  );
  return (
    <CitationsProvider serffTrackingNumber={filing.serffTrackingNumber} pdfLink={filing.pdfLink}>
      <Stack gap="md" data-testid="company-filing-detail">
        <FilingHeader
          filing={filing}
          company={filing.company}
          crumbs={[
            toWhole,
            <Text key="company" size="sm" span>
              {filing.company}
            </Text>,
          ]}
        />
        <DetailSection id="company-figures" title={`Rate figures of ${filing.company}`}>
          <RateFigures figures={filing} citeRow={companyRow(filing.company)} />
        </DetailSection>
        <FilingSections filing={filing} />
      </Stack>
    </CitationsProvider>
  );
}
