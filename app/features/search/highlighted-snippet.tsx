import { Mark, Text } from '@mantine/core';
import { parseSnippet } from './parse-snippet.ts';

/** A snippet with its matched words in <mark> elements; the rest is plain text. */
export function HighlightedSnippet({ snippet }: { snippet: string }) {
  return (
    <Text size="sm" lh={1.5} data-testid="search-snippet">
      {parseSnippet(snippet).map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <Mark key={index} color="yellow" c="var(--mantine-color-black)">
            {part.text}
          </Mark>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
