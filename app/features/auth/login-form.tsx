import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { authClient } from '#app/lib/auth/auth-client.ts';
import { AUTH_MESSAGES, authErrorMessage } from '#app/lib/auth/auth-error-message.ts';

type Step = 'password' | 'code';

/** Email + password, then (for users with TOTP) the authenticator code. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const [step, setStep] = useState<Step>('password');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  async function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const { data, error: failure } = await authClient.signIn.email({
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    if (failure) return setError(authErrorMessage(failure, AUTH_MESSAGES.wrongCredentials));
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return setStep('code');
    await onSignedIn();
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.twoFactor.verifyTotp({ code });
    setBusy(false);
    if (failure) return setError(authErrorMessage(failure, AUTH_MESSAGES.wrongCode));
    await onSignedIn();
  }

  const alert = error ? (
    <Alert
      ref={errorRef}
      tabIndex={-1}
      color="red"
      role="alert"
      icon={<IconAlertCircle size={18} />}
      id="login-error"
    >
      {error}
    </Alert>
  ) : null;

  if (step === 'code') {
    return (
      <form onSubmit={submitCode} noValidate>
        <Stack>
          {alert}
          <TextInput
            ref={codeRef}
            name="code"
            label="Authentication code"
            description="The 6-digit code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            aria-describedby={error ? 'login-error' : undefined}
          />
          <Button type="submit" loading={busy}>
            Verify
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={submitPassword} noValidate>
      <Stack>
        {alert}
        <TextInput
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          required
          data-autofocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-error' : undefined}
        />
        <PasswordInput
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-error' : undefined}
        />
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot your password?
          </Anchor>
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
