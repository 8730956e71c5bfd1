import { buildDocumentPages } from '#server/data/build-document-pages.ts';
import type { FilingAggregate } from '#server/data/filing-rows.ts';
import { renderFilingPdf } from '#server/data/render-filing-pdf.ts';

/** The generator's PDF of a generated filing, exactly as the app serves it (get-filing-pdf.ts). */
export function renderGeneratedPdf(aggregate: FilingAggregate): Promise<Uint8Array> {
  const w = aggregate.whole;
  return renderFilingPdf(
    {
      serffTrackingNumber: w.serff_tracking_number,
      stateTrackingNumber: w.state_tracking_number ?? null,
      companyTrackingNumber: w.company_tracking_number ?? null,
      state: w.state,
      filingCompany: w.filing_company,
      toi: w.line_of_business,
      subToi: w.sub_toi,
      productName: w.product_name,
      projectName: w.project_name ?? null,
      projectNumber: w.project_number ?? null,
    },
    aggregate.pages.map((p) => p.content),
  );
}

/** The generator's PDF written afresh from the filing's rows (after a test changed them). */
export function renderRebuiltPdf(aggregate: FilingAggregate): Promise<Uint8Array> {
  const pages = buildDocumentPages({
    whole: aggregate.whole,
    filings: aggregate.filings,
    factors: aggregate.factors,
    objections: aggregate.objections,
    metrics: aggregate.metrics,
    baseRates: aggregate.baseRates,
  });
  return renderGeneratedPdf({
    ...aggregate,
    pages: pages.map((content, k) => ({
      serff_tracking_number: aggregate.whole.serff_tracking_number,
      page_number: k + 1,
      content,
    })),
  });
}
