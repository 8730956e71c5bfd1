import { Anchor, Button, Group, Mark, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { FILLED_BUTTON_COLOR } from '#app/components/data-table/readable-colors.ts';
import { stablePdfHref } from '#app/lib/documents/stable-document-link.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';
import { DetailSection, SCROLL_TARGET } from './detail-section.tsx';
import { type DocumentMatch, type PdfPageAnchorOwner, pdfPageAnchor } from './matched-pdf-page.ts';

export type { DocumentMatch };

/** Page links listed one by one up to this many pages (a longer document shows the match only). */
const MAX_LISTED_PAGES = 60;

/** Where else the filing page shows what a matched PDF page prints, in words. */
function printedHere(owner: PdfPageAnchorOwner | undefined): string {
  if (owner?.kind === 'factor') return `the ${owner.name} table`;
  if (owner?.kind === 'base-rates') return 'the base rates';
  return '';
}

function MatchedPage({
  pdfLink,
  match,
  anchorOwner,
}: {
  pdfLink: string;
  match: DocumentMatch;
  anchorOwner?: PdfPageAnchorOwner;
}) {
  const href = stablePdfHref(pdfLink, match.page, match.terms);
  const elsewhere = printedHere(anchorOwner);
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      id={elsewhere ? undefined : pdfPageAnchor(match.page)}
      style={{ ...SCROLL_TARGET, borderLeft: '4px solid var(--mantine-color-yellow-5)' }}
      data-testid="document-match"
      data-page={match.page}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Your search matched <strong>page {match.page}</strong>
          {match.terms.length > 0 ? ' for ' : ''}
          {match.terms.map((term, index) => (
            <span key={term}>
              {index > 0 ? ', ' : ''}
              <Mark color="yellow" c="var(--mantine-color-black)">
                {term.replace(/\*$/, '…')}
              </Mark>
            </span>
          ))}
          .
          {elsewhere ? (
            <>
              {' '}
              It prints <Anchor href={`#${pdfPageAnchor(match.page)}`}>{elsewhere}</Anchor>.
            </>
          ) : null}
        </Text>
        {href ? (
          <Button
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            color={FILLED_BUTTON_COLOR}
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            data-testid="document-match-open"
          >
            Open page {match.page}
            {match.terms.length > 0 ? ' with highlights' : ''}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** "Pages: 1 2 3 …": each opens the PDF there (with the search's highlights); the match marked. */
function PageLinks({
  pdfLink,
  pageCount,
  match,
}: {
  pdfLink: string;
  pageCount: number;
  match?: DocumentMatch;
}) {
  const pages = Array.from({ length: pageCount }, (_, k) => k + 1);
  return (
    <Group
      gap={6}
      component="nav"
      aria-label="Pages of the filing PDF"
      data-testid="document-pages"
    >
      <Text size="sm" c="dimmed" component="span">
        Pages:
      </Text>
      {pages.map((page) => {
        const matched = page === match?.page;
        const label = matched ? (
          <Mark color="yellow" c="var(--mantine-color-black)" px={4} fw={700}>
            {page}
          </Mark>
        ) : (
          page
        );
        return (
          <Anchor
            key={page}
            href={stablePdfHref(pdfLink, page, match?.terms ?? [])}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-current={matched ? 'true' : undefined}
            aria-label={`PDF page ${page}${matched ? ', matched your search' : ''} (new tab)`}
            data-matched={matched || undefined}
          >
            {label}
          </Anchor>
        );
      })}
    </Group>
  );
}

/**
 * The filing's documents: its PDF with the number of pages and a link to each page. Opened from
 * a search hit on a page, the page that matched is marked and its link opens the PDF there with
 * the search terms highlighted; the filing page scrolls to the match (`#pdf-page-N`) unless
 * `anchorOwner` says another part of the page shows what that PDF page prints.
 */
export function DocumentsSection({
  filing,
  match,
  anchorOwner,
}: {
  filing: Filing;
  match?: DocumentMatch;
  anchorOwner?: PdfPageAnchorOwner;
}) {
  const pageCount = filing.pdfPageCount;
  const hasPdf = stablePdfHref(filing.pdfLink) !== '';
  return (
    <DetailSection id="documents" title="Documents">
      <Stack gap="sm" data-testid="documents">
        {hasPdf ? (
          <Text size="sm">
            Filing PDF{pageCount > 0 ? ` · ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}` : ''}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            This filing has no PDF.
          </Text>
        )}
        {hasPdf && match ? (
          <MatchedPage pdfLink={filing.pdfLink} match={match} anchorOwner={anchorOwner} />
        ) : null}
        {hasPdf && pageCount > 0 && pageCount <= MAX_LISTED_PAGES ? (
          <PageLinks pdfLink={filing.pdfLink} pageCount={pageCount} match={match} />
        ) : null}
      </Stack>
    </DetailSection>
  );
}
