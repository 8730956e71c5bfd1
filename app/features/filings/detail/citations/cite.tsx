import { ActionIcon, Anchor, Badge, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { readableWarningText } from '#app/components/data-table/readable-colors.ts';
import { stablePdfHref } from '#app/lib/documents/stable-document-link.ts';
import { LOW_CONFIDENCE } from '#contract/documents/extraction-confidence.ts';
import type { ExtractedValue } from '#gen/ratefiling/v1/import_service_pb.ts';
import { formatConfidence, highlightTermOf } from './citation-paths.ts';
import { useCitations } from './citations-context.tsx';
import { CorrectValueDialog } from './correct-value-dialog.tsx';
import { correctionText } from './correction-text.ts';

/**
 * "extracted with confidence 0.72 (below 0.8: check it against the PDF) from p. 3"; the
 * definition is in docs/analytics-definitions.md, "Extracted values".
 */
const lowConfidenceText = (v: ExtractedValue): string =>
  `extracted with confidence ${formatConfidence(v.confidence)} (below ${formatConfidence(LOW_CONFIDENCE)}: check it against the PDF) from p. ${v.page}`;

/**
 * Where a figure was read in the filing's PDF: "p. N" opening the PDF at that page with the box
 * the value was printed in highlighted; a "check" flag when a value was read with a low confidence (and not corrected
 * since), a "corrected" mark with who and when, and a button to correct it. `paths` are the
 * extracted values behind the figure (a company row, a factor level: several); the first one
 * found gives the page. Nothing for a filing not imported from a PDF.
 */
export function Cite({ paths, what }: { paths: readonly string[]; what: string }) {
  const citations = useCitations();
  const [open, setOpen] = useState(false);
  if (!citations) return null;
  const values = paths.flatMap((p) => {
    const v = citations.byPath.get(p);
    return v ? [v] : [];
  });
  const first = values[0];
  if (!first) return null;
  // The page opens with the value itself marked: the boxes it was printed in (a company's row:
  // each of its figures on that page). Only without boxes does it fall back to the value's words,
  // which would mark every occurrence of the number on the page.
  const boxes = values.flatMap((v) => (v.page === first.page && v.box ? [v.box] : []));
  const cited = values.find((v) => v.fieldPath === paths[paths.length === 1 ? 0 : 1]) ?? first;
  const href =
    boxes.length > 0
      ? stablePdfHref(citations.pdfLink, first.page, [], boxes)
      : stablePdfHref(citations.pdfLink, first.page, [
          highlightTermOf(cited.correctedValue || cited.value),
        ]);
  const low = values.find((v) => v.lowConfidence && !v.corrected);
  const corrected = values.filter((v) => v.corrected);
  const correctable = values.some((v) => v.correctable);
  return (
    <Group
      gap={4}
      wrap="nowrap"
      component="span"
      display="inline-flex"
      // Beside a long company name the flag keeps its width: "check", never "ch…".
      style={{ flexShrink: 0 }}
      data-testid="citation"
    >
      {href ? (
        <Anchor
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          aria-label={`p. ${first.page}: the ${what} in the filing PDF (new tab)`}
          data-testid="citation-link"
          style={{ whiteSpace: 'nowrap' }}
        >
          p. {first.page}
        </Anchor>
      ) : (
        <Text span size="xs" c="dimmed">
          p. {first.page}
        </Text>
      )}
      {low ? (
        <Tooltip
          label={lowConfidenceText(low)}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <UnstyledButton
            onClick={() => setOpen(true)}
            aria-label={`check the ${what}: ${lowConfidenceText(low)}`}
            data-testid="low-confidence"
          >
            <Badge
              size="xs"
              variant="light"
              color="orange"
              c={readableWarningText('orange')}
              leftSection={<IconAlertTriangle size={12} aria-hidden />}
              style={{ cursor: 'pointer' }}
            >
              check
            </Badge>
          </UnstyledButton>
        </Tooltip>
      ) : null}
      {corrected.length > 0 ? (
        <Tooltip
          label={corrected.map(correctionText).join('; ')}
          withArrow
          multiline
          maw={320}
          events={{ hover: true, focus: true, touch: true }}
        >
          <UnstyledButton
            onClick={() => setOpen(true)}
            aria-label={corrected.map(correctionText).join('; ')}
            data-testid="corrected"
          >
            <Badge size="xs" variant="dot" color="teal" style={{ cursor: 'pointer' }}>
              corrected
            </Badge>
          </UnstyledButton>
        </Tooltip>
      ) : null}
      {correctable && !low && corrected.length === 0 ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xs"
          onClick={() => setOpen(true)}
          aria-label={`Correct the ${what}`}
          data-testid="correct-value"
        >
          <IconPencil size={12} aria-hidden />
        </ActionIcon>
      ) : null}
      {open ? (
        <CorrectValueDialog
          serffTrackingNumber={citations.serffTrackingNumber}
          what={what}
          values={values}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Group>
  );
}
