import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { authClient } from '#app/lib/auth/auth-client.ts';
import { authErrorMessage } from '#app/lib/auth/auth-error-message.ts';

export const RESET_REQUESTED_MESSAGE = 'If an account exists for that email, we sent a link';

/** Asks for a reset link; says the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent || error) statusRef.current?.focus();
  }, [sent, error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.requestPasswordReset({
      email,
      redirectTo: '/reset-password',
    });
    setBusy(false);
    // Only throttling and outages are reported: anything else looks like success.
    if (failure && (failure.status === 429 || (failure.status ?? 500) >= 500)) {
      return setError(authErrorMessage(failure));
    }
    setSent(true);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {sent ? (
          <Alert
            ref={statusRef}
            tabIndex={-1}
            color="green"
            role="status"
            icon={<IconMailCheck size={18} />}
          >
            {RESET_REQUESTED_MESSAGE}. It works once, for one hour.
          </Alert>
        ) : null}
        {error ? (
          <Alert
            ref={statusRef}
            tabIndex={-1}
            color="red"
            role="alert"
            id="forgot-error"
            icon={<IconAlertCircle size={18} />}
          >
            {error}
          </Alert>
        ) : null}
        <TextInput
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
          aria-describedby={error ? 'forgot-error' : undefined}
        />
        <Group justify="space-between">
          <Anchor component={Link} to="/login" size="sm">
            Back to sign in
          </Anchor>
          <Button type="submit" loading={busy}>
            Send reset link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
