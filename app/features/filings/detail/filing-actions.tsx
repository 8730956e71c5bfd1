import { Button, Group } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChartLine, IconFileTypePdf, IconGitCompare, IconLink } from '@tabler/icons-react';
import { ButtonLink } from '#app/components/data-table/anchor-link.tsx';
import { FILLED_BUTTON_COLOR } from '#app/components/data-table/readable-colors.ts';
import { stablePdfHref } from '#app/lib/documents/stable-document-link.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';

/** Open the PDF (a link renewed on use, new tab), compare, copy the page link, see the product history. */
export function FilingActions({ filing }: { filing: Filing }) {
  const clipboard = useClipboard({ timeout: 2000 });
  const pdfHref = stablePdfHref(filing.pdfLink);

  const copyLink = () => {
    clipboard.copy(window.location.href);
    notifications.show({
      title: 'Link copied',
      message: 'The link to this filing is on your clipboard.',
    });
  };

  return (
    <Group gap="xs" data-testid="filing-actions">
      {pdfHref ? (
        <Button
          component="a"
          href={pdfHref}
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
          title="This filing has no PDF"
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
