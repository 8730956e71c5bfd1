import { Paper, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PublicFrame } from '../components/shell/public-frame.tsx';
import { loginSearchSchema } from '../lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  return (
    <PublicFrame withThemeToggle={false}>
      <Paper withBorder maw={420} mx="auto" p="xl" radius="md">
        <Stack>
          <Title order={1} fz={26}>
            Sign in
          </Title>
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
