import { Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PublicFrame } from '#app/components/shell/public-frame.tsx';
import { ForgotPasswordForm } from '#app/features/auth/forgot-password-form.tsx';
import { pageHead } from '#app/lib/page-title.ts';

export const Route = createFileRoute('/forgot-password')({
  head: () => pageHead('Forgot password'),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return (
    <PublicFrame withThemeToggle={false}>
      <Paper withBorder maw={420} mx="auto" p="xl" radius="md">
        <Stack>
          <Title order={1} fz={26}>
            Reset your password
          </Title>
          <Text c="dimmed" size="sm">
            Enter the email of your account and we will send you a link to choose a new password.
          </Text>
          <ForgotPasswordForm />
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
