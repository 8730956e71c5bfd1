import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconChartDots3 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '#app/lib/constants.ts';

/** Logo and product name, linking to the landing page or the signed-in home. */
export function Brand({ to = '/' }: { to?: '/' | '/home' }) {
  return (
    <Link
      to={to}
      aria-label={`${PRODUCT_NAME} home`}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon
          size="lg"
          radius="md"
          variant="gradient"
          gradient={{ from: 'blue', to: 'cyan' }}
          aria-hidden
        >
          <IconChartDots3 size={20} />
        </ThemeIcon>
        <Text fw={700} size="lg" visibleFrom="xs" component="span">
          {PRODUCT_NAME}
        </Text>
      </Group>
    </Link>
  );
}
