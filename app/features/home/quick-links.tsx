import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { NAV_ITEMS } from '#app/components/shell/nav-items.ts';

/** A card per area of the product (the sidebar is hidden on /home, so this is the way in). */
export function QuickLinks() {
  const areas = NAV_ITEMS.filter((item) => item.to !== '/home');
  return (
    <section aria-labelledby="quick-links-heading">
      <Title order={2} fz="lg" mb="sm" id="quick-links-heading">
        Go to
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
        {areas.map((area) => (
          <Card
            key={area.to}
            component={Link}
            to={area.to}
            withBorder
            padding="md"
            radius="md"
            data-testid="quick-link"
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <area.icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{area.label}</Text>
                <Text size="sm" c="dimmed">
                  {area.description}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
