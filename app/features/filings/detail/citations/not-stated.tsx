import { Text, VisuallyHidden } from '@mantine/core';

/**
 * In place of a figure the filing's PDF does not state: a dash, read out as "not stated in the
 * filing PDF" (the api sends an absent figure as 0, which would be a figure made up).
 */
export function NotStated() {
  return (
    <Text span c="dimmed" inherit title="Not stated in the filing PDF" data-testid="not-stated">
      <span aria-hidden>—</span>
      <VisuallyHidden>not stated in the filing PDF</VisuallyHidden>
    </Text>
  );
}
