import { Anchor, Box, Group, Text } from '@mantine/core';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#app/lib/constants.ts';
import { Strip } from './strip.tsx';

/**
 * The page footer of both frames, ruled off above: product name, data disclaimer and support
 * contact.
 */
export function SiteFooter() {
  return (
    <Box component="footer" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Strip>
        <Group justify="space-between" gap="xs" py="sm" wrap="wrap">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} {PRODUCT_NAME}. Filing data as submitted to state
            regulators.
          </Text>
          <Anchor size="xs" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </Anchor>
        </Group>
      </Strip>
    </Box>
  );
}
