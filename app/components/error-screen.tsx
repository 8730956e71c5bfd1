import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { reloadOnceForChunkError } from '#app/lib/chunk-reload.ts';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { errorDisplayStatus } from '#app/lib/errors/error-display-status.ts';
import { FrameOnce } from './shell/frame-context.tsx';

/**
 * The generic error screen: the status derived from the error kind, the error's message,
 * and "Try again", which reruns route loading. Inside the signed-in shell it adds no frame of
 * its own (one header).
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const status = errorDisplayStatus(error);
  const message = errorDisplayMessage(error);

  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);

  const retry = async () => {
    reset();
    await router.invalidate();
  };

  return (
    <FrameOnce>
      <Stack maw={640} mx="auto" gap="md" py="xl" role="alert" data-testid="error-screen">
        <Title order={1} c="dimmed" data-testid="error-status">
          {status}
        </Title>
        <Title order={2} data-testid="error-message">
          {message}
        </Title>
        <Text>
          Something went wrong while loading this page. You can try again; if it keeps happening,
          the details below help our support team.
        </Text>
        {error instanceof Error && error.name !== 'Error' ? <Code>{error.name}</Code> : null}
        <Group>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={retry}>
            Try again
          </Button>
          <Button variant="default" component={Link} to="/">
            Go to the homepage
          </Button>
        </Group>
      </Stack>
    </FrameOnce>
  );
}
