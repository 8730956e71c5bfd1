import { Paper, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PublicFrame } from '../components/shell/public-frame.tsx';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  return (
    <PublicFrame withThemeToggle={false}>
      <Paper withBorder maw={420} mx="auto" p="xl" radius="md">
        <Stack>
          <Title order={1} fz={26}>
            Reset your password
          </Title>
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
