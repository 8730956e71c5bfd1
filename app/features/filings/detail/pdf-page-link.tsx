import { Anchor, Text } from '@mantine/core';
import { stablePdfHref } from '#app/lib/documents/stable-document-link.ts';

/**
 * "PDF page N": opens the filing's PDF at that page in a new tab (nothing when page is 0), with
 * `terms` highlighted there (a search hit's). The link renews its signature on every use, so it
 * keeps working on a page left open.
 */
export function PdfPageLink({
  pdfLink,
  page,
  what,
  terms = [],
}: {
  pdfLink: string;
  page: number;
  what: string;
  terms?: readonly string[];
}) {
  if (page <= 0) return null;
  const href = stablePdfHref(pdfLink, page, terms);
  if (!href)
    return (
      <Text span size="sm" c="dimmed">
        PDF page {page}
      </Text>
    );
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={`PDF page ${page}: the ${what} in the filing PDF${terms.length > 0 ? ', your search highlighted' : ''} (new tab)`}
    >
      PDF page {page}
    </Anchor>
  );
}
