import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { stablePdfHref } from '#app/lib/documents/stable-document-link.ts';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { type SearchResult, SearchResultType } from '#gen/ratefiling/v1/search_service_pb.ts';
import { HighlightedSnippet } from './highlighted-snippet.tsx';

const TYPE_LABELS: Record<number, string> = {
  [SearchResultType.FILING]: 'Filing',
  [SearchResultType.OBJECTION]: 'Objection',
  [SearchResultType.SUMMARY]: 'Summary',
  [SearchResultType.RATING_FACTORS]: 'Rating factors',
};

/**
 * The section of the filing page a result opens at (the id of its heading): the objections for
 * an objection, the rating factors for factors, the description for a filing's own text.
 */
export function resultSection(
  result: Pick<SearchResult, 'type' | 'pageNumber'>,
): string | undefined {
  if (result.type === SearchResultType.OBJECTION) return 'objections-heading';
  if (result.type === SearchResultType.RATING_FACTORS) return 'rating-factors-heading';
  if (result.type === SearchResultType.FILING && result.pageNumber === 0)
    return 'description-heading';
  return undefined;
}

/** A link to the filing's PDF at a page (renewed on use, so it keeps working in an open tab). */
function OpenPageLink({ trackingNumber, page }: { trackingNumber: string; page: number }) {
  // Filing PDFs live at "filings/{tracking number}.pdf" (Filing.pdf_link).
  const href = stablePdfHref(`filings/${trackingNumber}.pdf`, page);
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

/** One result: what it is, where it comes from, its highlighted passages and links. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const tn = result.serffTrackingNumber;
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
                    hash={resultSection(result)}
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
            <OpenPageLink trackingNumber={tn} page={result.pageNumber} />
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
