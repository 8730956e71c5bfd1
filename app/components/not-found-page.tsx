import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FunFact } from '#app/features/not-found/fun-fact.tsx';
import { SUPPORT_EMAIL } from '#app/lib/constants.ts';
import { FrameOnce } from './shell/frame-context.tsx';

/** The not-found page: a wrong turn, the way home, support and a fun fact. */
export function NotFoundPage() {
  return (
    <FrameOnce>
      <Stack maw={640} mx="auto" gap="lg" py="xl" data-testid="not-found-page">
        <Text c="dimmed" fw={700} size="sm">
          404
        </Text>
        <Title order={1}>Looks like this page took a wrong turn</Title>
        <Text>
          The page you were looking for does not exist, or it has moved. Check the address, or head
          back to the homepage.
        </Text>
        <Button component={Link} to="/" w="fit-content">
          Back to the homepage
        </Button>
        <Text size="sm">
          Still lost? Write to <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor> and
          we will help.
        </Text>
        <FunFact />
      </Stack>
    </FrameOnce>
  );
}
