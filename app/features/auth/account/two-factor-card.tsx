import {
  Alert,
  Button,
  Code,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { authClient } from '#app/lib/auth/auth-client.ts';
import { authErrorMessage } from '#app/lib/auth/auth-error-message.ts';

type Enrolment = { totpURI: string; backupCodes: string[] };

/** TOTP as a second factor: enrol (password, then scan and confirm a code) or turn it off. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    const result = enabled
      ? await authClient.twoFactor.disable({ password })
      : await authClient.twoFactor.enable({ password });
    setBusy(false);
    if (result.error) return setError(authErrorMessage(result.error));
    setError(null);
    if (enabled) return router.invalidate();
    const data = result.data as Enrolment | null;
    if (data) setEnrolment(data);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    const { error: failure } = await authClient.twoFactor.verifyTotp({ code });
    setBusy(false);
    if (failure) return setError(authErrorMessage(failure));
    setEnrolment(null);
    setError(null);
    await router.invalidate();
  }

  const secret = enrolment ? new URL(enrolment.totpURI).searchParams.get('secret') : null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={2} fz="lg">
          Two-factor authentication
        </Title>
        <Text size="sm">
          {enabled
            ? 'On: signing in asks for a code from your authenticator app.'
            : 'Off: add a code from an authenticator app (TOTP) to your sign-in.'}
        </Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {enrolment ? (
          <form onSubmit={confirm} noValidate>
            <Stack>
              <Text size="sm">
                Add this key to your authenticator app, then enter the code it shows:
              </Text>
              <Code data-testid="totp-secret">{secret}</Code>
              <Text size="xs">
                Backup codes (keep them safe): {enrolment.backupCodes.join(' ')}
              </Text>
              <TextInput
                name="code"
                label="Code from the app"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
              />
              <Button type="submit" loading={busy} w="fit-content">
                Turn on
              </Button>
            </Stack>
          </form>
        ) : (
          <form onSubmit={start} noValidate>
            <Stack>
              <PasswordInput
                name="password"
                label="Password"
                autoComplete="current-password"
                required
              />
              <Button
                type="submit"
                loading={busy}
                w="fit-content"
                color={enabled ? 'red' : undefined}
              >
                {enabled
                  ? 'Turn off two-factor authentication'
                  : 'Set up two-factor authentication'}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
