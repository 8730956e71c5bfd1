import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { DetailSection } from '#app/features/filings/detail/detail-section.tsx';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { describePath } from './citation-paths.ts';
import { correctedWhen, correctedWho } from './correction-text.ts';
import { extractedValuesQueryOptions } from './extracted-values-query.ts';

/**
 * For a filing imported from a PDF: how many values were read, how many with a low confidence,
 * and every correction (the value as read, the correction, who and when). Nothing otherwise.
 */
export function CorrectionsSection({ serffTrackingNumber }: { serffTrackingNumber: string }) {
  const { data } = useQuery(extractedValuesQueryOptions(useRpc(), serffTrackingNumber));
  if (!data || data.length === 0) return null;
  const low = data.filter((v) => v.lowConfidence && !v.corrected).length;
  const corrected = data.filter((v) => v.corrected);
  return (
    <DetailSection id="read-from-pdf" title="Read from the PDF">
      <Stack gap="sm" data-testid="read-from-pdf">
        <Text size="sm">
          {data.length} values were read from the filing's PDF; each figure shows its page ("p. N").{' '}
          {low === 0 ? 'None is' : `${low} ${low === 1 ? 'is' : 'are'}`} left to check (read with a
          confidence below 0.8), {corrected.length} corrected.
        </Text>
        {corrected.length > 0 ? (
          <ScrollRegion label="Corrections" minWidth={640}>
            <Table striped fz="sm" verticalSpacing={4} data-testid="corrections">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>As read</Table.Th>
                  <Table.Th>Corrected</Table.Th>
                  <Table.Th>By</Table.Th>
                  <Table.Th>When</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {corrected.map((v) => (
                  <Table.Tr key={v.fieldPath}>
                    <Table.Td>{describePath(v.fieldPath)}</Table.Td>
                    <Table.Td>
                      {v.value} (p. {v.page})
                    </Table.Td>
                    <Table.Td>{v.correctedValue}</Table.Td>
                    <Table.Td>{correctedWho(v)}</Table.Td>
                    <Table.Td>{correctedWhen(v)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        ) : null}
      </Stack>
    </DetailSection>
  );
}
