import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PublicFrame } from '#app/components/shell/public-frame.tsx';
import { PRODUCT_NAME } from '#app/lib/constants.ts';
import { LANDING_FEATURES } from './landing-features.ts';

/** The public landing page: "Sign in" for visitors, "Open the app" for a signed-in user. */
export function LandingPage({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <PublicFrame
      actions={
        signedIn ? (
          <Button component={Link} to="/home" variant="default" data-testid="landing-open-app">
            Open the app
          </Button>
        ) : (
          <Button component={Link} to="/login" variant="default">
            Sign in
          </Button>
        )
      }
    >
      <Stack gap="xl" py="lg">
        <Stack gap="md" maw={760}>
          <Badge variant="light" w="fit-content">
            Insurance regulatory intelligence
          </Badge>
          <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
            {PRODUCT_NAME}
          </Title>
          <Text size="lg" c="dimmed">
            Search and analyse the rate filings carriers submit to state regulators: by state,
            carrier, line of business and DOI reviewer, with rating factors, objections, filing
            diffs, custom queries and intelligence briefs.
          </Text>
          <Group>
            {signedIn ? (
              <Button component={Link} to="/home" size="md">
                Go to your home page
              </Button>
            ) : (
              <>
                <Button component={Link} to="/login" size="md">
                  Sign in to get started
                </Button>
                <Button component={Link} to="/home" size="md" variant="light">
                  Open the app
                </Button>
              </>
            )}
          </Group>
        </Stack>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          component="section"
          aria-label="Features"
        >
          {LANDING_FEATURES.map((feature) => (
            <Card key={feature.title} withBorder padding="lg" radius="md">
              <ThemeIcon variant="light" size="xl" radius="md" aria-hidden>
                <feature.icon size={24} />
              </ThemeIcon>
              <Title order={2} fz="lg" mt="md">
                {feature.title}
              </Title>
              <Text size="sm" c="dimmed" mt="xs">
                {feature.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </PublicFrame>
  );
}
