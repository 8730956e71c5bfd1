import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileZip, IconTableExport } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { FILLED_BUTTON_COLOR } from '#app/components/data-table/readable-colors.ts';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { FilingsSearch } from '#app/lib/search/filings-search-schema.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';
import { csvExportLink, MAX_PDFS_PER_ZIP, pdfZipLink } from './document-links.ts';
import { downloadBlob, downloadUrl } from './download-url.ts';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

const failure = (title: string) => (error: unknown) =>
  notifications.show({ color: 'red', title, message: errorDisplayMessage(error) });

/** "Export CSV" of every matching row, and "Download PDFs" (a zip) of the selected rows. */
export function FilingsExportActions({
  search,
  totalRows,
  selected,
}: {
  search: FilingsSearch;
  totalRows: number;
  selected: Filing[];
}) {
  const rpc = useRpc();
  const trackingNumbers = [...new Set(selected.map((filing) => filing.serffTrackingNumber))];

  const exportCsv = useMutation({
    mutationFn: async () =>
      (await rpc.documents.getSignedLink({ link: csvExportLink(search) })).signedUrl,
    onSuccess: (url) => {
      downloadUrl(url, 'filings.csv');
      notifications.show({
        title: 'Export started',
        message: `${formatInteger(totalRows)} rows are downloading as CSV.`,
      });
    },
    onError: failure('Could not export the filings'),
  });

  const downloadPdfs = useMutation({
    mutationFn: async () => {
      const { signedUrl } = await rpc.documents.getSignedLink({
        link: pdfZipLink(trackingNumbers),
      });
      const response = await fetch(signedUrl);
      if (!response.ok)
        throw new Error((await response.text()) || `Download failed (${response.status})`);
      downloadBlob(await response.blob(), fileNameOf(response, 'filings.zip'));
    },
    onError: failure('Could not download the PDFs'),
  });

  const startPdfDownload = () => {
    if (trackingNumbers.length > MAX_PDFS_PER_ZIP) {
      notifications.show({
        color: 'orange',
        title: 'Too many PDFs for one download',
        message: `A zip holds at most ${MAX_PDFS_PER_ZIP} filings; ${trackingNumbers.length} are selected. Deselect some and try again.`,
      });
      return;
    }
    downloadPdfs.mutate();
  };

  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconFileZip size={16} aria-hidden />}
        onClick={startPdfDownload}
        disabled={trackingNumbers.length === 0}
        loading={downloadPdfs.isPending}
        data-testid="download-pdfs"
      >
        Download PDFs{trackingNumbers.length > 0 ? ` (${trackingNumbers.length})` : ''}
      </Button>
      <Button
        size="xs"
        color={FILLED_BUTTON_COLOR}
        leftSection={<IconTableExport size={16} aria-hidden />}
        onClick={() => exportCsv.mutate()}
        disabled={totalRows === 0}
        loading={exportCsv.isPending}
        data-testid="export-csv"
      >
        Export CSV
      </Button>
    </Group>
  );
}
