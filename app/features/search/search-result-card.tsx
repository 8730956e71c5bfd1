import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { stablePdfHref } from '#app/lib/documents/stable-document-link.ts';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { type SearchResult, SearchResultType } from '#gen/ratefiling/v1/search_service_pb.ts';
import { HighlightedSnippet } from './highlighted-snippet.tsx';
import { resultTarget } from './result-target.ts';

const TYPE_LABELS: Record<number, string> = {
  [SearchResultType.FILING]: 'Filing',
  [SearchResultType.OBJECTION]: 'Objection',
  [SearchResultType.SUMMARY]: 'Summary',
  [SearchResultType.RATING_FACTORS]: 'Rating factors',
};

/**
 * A link to the filing's PDF at a page with the search terms highlighted there (renewed on use,
 * so it keeps working in an open tab).
 */
function OpenPageLink({
  trackingNumber,
  page,
  terms,
}: {
  trackingNumber: string;
  page: number;
  terms: readonly string[];
}) {
  // Filing PDFs live at "filings/{tracking number}.pdf" (Filing.pdf_link).
  const href = stablePdfHref(`filings/${trackingNumber}.pdf`, page, terms);
  return (
    <Button
      component="a"
      href={href || undefined}
      target="_blank"
      rel="noopener"
      size="compact-sm"
      variant="light"
      disabled={!href}
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      data-testid="open-page"
    >
      Open page {page}
    </Button>
  );
}

/**
 * One result: what it is, where it comes from, its highlighted passages and links; a hit on a
 * PDF page opens the PDF there with `highlightTerms` highlighted, and the filing page at its
 * documents with that page marked.
 */
export function SearchResultCard({
  result,
  highlightTerms = [],
}: {
  result: SearchResult;
  highlightTerms?: readonly string[];
}) {
  const tn = result.serffTrackingNumber;
  const target = resultTarget(result, highlightTerms);
  return (
    <Paper withBorder p="md" radius="md" component="article" data-testid="search-result">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Badge variant="light" size="sm">
                {TYPE_LABELS[result.type] ?? 'Result'}
              </Badge>
              <Anchor
                fw={600}
                c="light-dark(var(--mantine-color-blue-8), var(--mantine-color-blue-3))"
                data-testid="result-link"
                renderRoot={(props) => (
                  <Link
                    to="/filings/$serffTrackingNumber"
                    params={{ serffTrackingNumber: tn }}
                    search={target.search}
                    hash={target.hash}
                    {...props}
                  />
                )}
              >
                {tn}
              </Anchor>
              <Text size="sm" fw={500}>
                {result.productName}
              </Text>
            </Group>
            <Text size="xs" data-testid="result-meta">
              {[
                result.carrier,
                result.state,
                result.lineOfBusiness,
                result.filingType,
                result.effectiveDate?.year ? formatCalendarDate(result.effectiveDate) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
              {result.pageCount > 0 ? ` · ${result.pageCount} pages` : ''}
            </Text>
          </Stack>
          {result.pageNumber > 0 ? (
            <OpenPageLink trackingNumber={tn} page={result.pageNumber} terms={highlightTerms} />
          ) : null}
        </Group>
        {result.matchedText.map((snippet, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: snippets are ordered and never reorder
          <HighlightedSnippet key={index} snippet={snippet} />
        ))}
      </Stack>
    </Paper>
  );
}
