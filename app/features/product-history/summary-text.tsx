import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { truncateAtWord } from '#app/lib/format/format-text.ts';

const SHORT = 140;

/**
 * A filing's summary in a table cell: shortened at a word boundary with an ellipsis when long,
 * the whole text one click away ("More") and in the title.
 */
export function SummaryText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const short = truncateAtWord(text, SHORT);
  if (!short.truncated || open)
    return (
      <Text size="sm" data-testid="history-summary">
        {text}
      </Text>
    );
  return (
    <Text size="sm" title={text} data-testid="history-summary">
      {short.text}{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)}>
        More
      </Anchor>
    </Text>
  );
}
