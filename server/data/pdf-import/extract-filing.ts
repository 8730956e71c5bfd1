import { checkOverallFigures } from './check-overall-figures.ts';
import { extractFactorTables } from './extract-factor-tables.ts';
import { extractFormFields } from './extract-form-fields.ts';
import { extractRateTable } from './extract-rate-table.ts';
import type { ExtractedFactor, ExtractedFiling } from './extracted-filing.ts';
import type { PdfText } from './read-pdf-text.ts';

const withText = (text: PdfText) => text.pages.filter((p) => p.hasTextLayer);

/**
 * Reads a filing from its documents' text. The summary (the filing's summary pages: Filing at a
 * Glance, the company rate information) gives the fields, the companies and their rate figures,
 * so that an attachment quoting other companies or other filings (a competitor comparison, a
 * prior filing's memorandum) never adds to them; the rating factor tables come from every
 * document (the rate/rule schedule's attachments hold them), each document read on its own so
 * that no table runs from one into the next, the first table of a factor kept. Nothing is
 * inferred: a field the summary does not state is absent.
 */
export function extractFilingDocuments(
  summary: PdfText,
  others: readonly PdfText[] = [],
): ExtractedFiling {
  const pages = withText(summary);
  const form = extractFormFields(pages);
  const rates = extractRateTable(pages);
  const companies =
    rates.companies.length > 0
      ? rates.companies
      : form.companies.map((name) => ({ name, figures: {} }));
  const factors: ExtractedFactor[] = [];
  for (const doc of [summary, ...others])
    for (const factor of extractFactorTables(withText(doc)))
      if (!factors.some((f) => f.name.value === factor.name.value)) factors.push(factor);
  return {
    fields: form.fields,
    companies,
    overall: checkOverallFigures(companies, rates.overall),
    factors,
    pagesWithoutText: [summary, ...others]
      .flatMap((doc) => doc.pages)
      .filter((p) => !p.hasTextLayer)
      .map((p) => p.page)
      .sort((a, b) => a - b),
  };
}

/**
 * Reads a filing from one PDF's pages: the label/value forms (whole-filing fields and company
 * names), the company rate information table (per company and overall) and the rating factor
 * tables, all of it the filing's summary.
 */
export function extractFiling(text: PdfText): ExtractedFiling {
  return extractFilingDocuments(text);
}
