import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { signedLinkQueryOptions } from '#app/features/filings/document-queries.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';

/** "PDF page N": opens the filing's PDF at that page in a new tab (nothing when page is 0). */
export function PdfPageLink({
  pdfLink,
  page,
  what,
}: {
  pdfLink: string;
  page: number;
  what: string;
}) {
  const rpc = useRpc();
  const signed = useQuery(signedLinkQueryOptions(rpc, pdfLink));
  if (page <= 0) return null;
  if (!signed.data)
    return (
      <Text span size="sm" c="dimmed">
        PDF page {page}
      </Text>
    );
  return (
    <Anchor
      href={`${signed.data}#page=${page}`}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={`PDF page ${page}: the ${what} in the filing PDF (new tab)`}
    >
      PDF page {page}
    </Anchor>
  );
}
