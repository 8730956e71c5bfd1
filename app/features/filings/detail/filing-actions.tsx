import { Button, Group } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChartLine, IconFileTypePdf, IconGitCompare, IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '#app/components/data-table/anchor-link.tsx';
import { FILLED_BUTTON_COLOR } from '#app/components/data-table/readable-colors.ts';
import { signedLinkQueryOptions } from '#app/features/filings/document-queries.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';

/** Open the PDF (signed link, new tab), compare, copy the page link, see the product history. */
export function FilingActions({ filing }: { filing: Filing }) {
  const rpc = useRpc();
  const clipboard = useClipboard({ timeout: 2000 });
  const pdf = useQuery(signedLinkQueryOptions(rpc, filing.pdfLink));

  const copyLink = () => {
    clipboard.copy(window.location.href);
    notifications.show({
      title: 'Link copied',
      message: 'The link to this filing is on your clipboard.',
    });
  };

  return (
    <Group gap="xs" data-testid="filing-actions">
      {pdf.data ? (
        <Button
          component="a"
          href={pdf.data}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          color={FILLED_BUTTON_COLOR}
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          data-testid="open-pdf"
        >
          Open PDF
        </Button>
      ) : (
        <Button
          size="xs"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          disabled
          loading={pdf.isPending && filing.pdfLink.length > 0}
          title={pdf.isError ? 'The PDF link could not be fetched' : undefined}
          data-testid="open-pdf"
        >
          Open PDF
        </Button>
      )}
      <ButtonLink
        to="/diff"
        search={{ a: filing.serffTrackingNumber }}
        variant="default"
        size="xs"
        leftSection={<IconGitCompare size={16} aria-hidden />}
      >
        Compare with…
      </ButtonLink>
      {filing.productSegment > 0 ? (
        <ButtonLink
          to="/product-history/$segmentId"
          params={{ segmentId: String(filing.productSegment) }}
          variant="default"
          size="xs"
          leftSection={<IconChartLine size={16} aria-hidden />}
        >
          Product history
        </ButtonLink>
      ) : null}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconLink size={16} aria-hidden />}
        onClick={copyLink}
      >
        {clipboard.copied ? 'Copied' : 'Copy link'}
      </Button>
    </Group>
  );
}
