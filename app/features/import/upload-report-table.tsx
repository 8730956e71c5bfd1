import { Badge, Table, Text } from '@mantine/core';
import { FilingLink } from '#app/features/filings/filing-link.tsx';
import type { UploadReport } from '#contract/import/filing-upload.ts';

/** "3 imported, 1 updated, 2 failed" for the reports so far. */
export function summarizeReports(reports: readonly UploadReport[]): string {
  const imported = reports.filter((r) => r.ok && r.created).length;
  const updated = reports.filter((r) => r.ok && !r.created).length;
  const failed = reports.filter((r) => !r.ok).length;
  return `${imported} imported, ${updated} updated, ${failed} failed`;
}

function Result({ report }: { report: UploadReport }) {
  if (!report.ok)
    return (
      <>
        <Badge color="red" variant="light">
          Failed
        </Badge>
        <Text size="xs" mt={4} data-testid="upload-error">
          {report.error}
        </Text>
      </>
    );
  return (
    <Badge color={report.created ? 'green' : 'blue'} variant="light">
      {report.created ? 'Imported' : 'Updated'}
    </Badge>
  );
}

/** Under a zip's name: how many of its documents were read, and which were left out and why. */
function Documents({ report }: { report: UploadReport & { ok: true } }) {
  if (report.documents <= 1 && report.skipped.length === 0) return null;
  return (
    <Text size="xs" mt={4} style={{ wordBreak: 'normal' }} data-testid="upload-documents">
      {report.documents} document{report.documents === 1 ? '' : 's'} read
      {report.skipped.length > 0 ? `; left out: ${report.skipped.join('; ')}` : ''}
    </Text>
  );
}

const dash = (
  <Text span c="dimmed">
    —
  </Text>
);

/** One row per finished file: what happened and what was extracted from it. */
export function UploadReportTable({
  rows,
}: {
  rows: readonly { id: number; report: UploadReport }[];
}) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing="xs" aria-label="Import report">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col">Result</Table.Th>
            <Table.Th scope="col">Tracking number</Table.Th>
            <Table.Th scope="col" ta="right">
              Companies
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Factor tables
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Values extracted
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Low confidence
            </Table.Th>
            <Table.Th scope="col">Pages without text</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ id, report }) => (
            <Table.Tr key={id} data-testid="upload-report-row">
              <Table.Td style={{ wordBreak: 'break-all' }}>
                {report.file}
                {report.ok ? <Documents report={report} /> : null}
              </Table.Td>
              <Table.Td>
                <Result report={report} />
              </Table.Td>
              <Table.Td>{report.ok ? <FilingLink tn={report.trackingNumber} /> : dash}</Table.Td>
              <Table.Td ta="right">{report.ok ? report.companies : dash}</Table.Td>
              <Table.Td ta="right">{report.ok ? report.factors : dash}</Table.Td>
              <Table.Td ta="right">{report.ok ? report.values : dash}</Table.Td>
              <Table.Td ta="right">{report.ok ? report.lowConfidence : dash}</Table.Td>
              <Table.Td>
                {report.ok
                  ? report.pagesWithoutText.length > 0
                    ? `${report.pagesWithoutText.join(', ')} of ${report.pages}`
                    : `none of ${report.pages}`
                  : dash}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
