import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMessageQuestion } from '@tabler/icons-react';
import { readableWarningText } from '#app/components/data-table/readable-colors.ts';

export type TranslationReading = {
  interpretation: string;
  ignoredWords: string[];
  confidence?: number | undefined;
  warning: string;
};

/** Below this the answer left part of the question unused ("I did not use: ..."). */
const LOW_CONFIDENCE = 0.5;

/** The confidence badge's colour, and its text's where Mantine's orange text is too faint. */
function confidenceColors(confidence: number): { color: string; c?: string } {
  if (confidence >= 0.9) return { color: 'green' };
  if (confidence < LOW_CONFIDENCE) return { color: 'red' };
  return { color: 'orange', c: readableWarningText('orange') };
}

/** How the question was read, beside the SQL it became: interpretation, ignored words, confidence. */
export function TranslationNote({ reading }: { reading: TranslationReading }) {
  if (!reading.interpretation) return null;
  return (
    <Alert
      color={reading.warning ? 'orange' : 'blue'}
      variant="light"
      icon={reading.warning ? <IconAlertTriangle size={18} /> : <IconMessageQuestion size={18} />}
      title="Interpretation"
      styles={reading.warning ? { title: { color: readableWarningText('orange') } } : undefined}
      data-testid="translation-interpretation"
    >
      <Stack gap={4}>
        <Text size="sm" data-testid="interpretation-text">
          {reading.interpretation}
        </Text>
        <Group gap="xs">
          {reading.confidence !== undefined ? (
            <Badge variant="light" {...confidenceColors(reading.confidence)}>
              {reading.confidence < LOW_CONFIDENCE ? 'low confidence' : 'confidence'}{' '}
              {Math.round(reading.confidence * 100)}%
            </Badge>
          ) : null}
          {reading.ignoredWords.length > 0 ? (
            <Text size="xs" c="dimmed" data-testid="ignored-words">
              ignored: {reading.ignoredWords.join(', ')}
            </Text>
          ) : null}
        </Group>
        {reading.warning ? (
          <Text size="xs" c={readableWarningText('orange')} data-testid="translation-warning">
            {reading.warning}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
