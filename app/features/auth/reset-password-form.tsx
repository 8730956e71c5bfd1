import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { authErrorMessage } from '#app/lib/auth/auth-error-message.ts';
import { resetPasswordAndSignIn } from '#app/lib/auth/session.ts';
import { NewPasswordInput } from './new-password-input.tsx';

type Failure = { message: string; expired: boolean };

/** Sets a new password from a reset link, then signs the user in (onDone). */
export function ResetPasswordForm({
  token,
  onDone,
}: {
  token: string | undefined;
  onDone: (signedIn: boolean) => Promise<void> | void;
}) {
  const [failure, setFailure] = useState<Failure | null>(
    token ? null : { message: 'This reset link is incomplete.', expired: true },
  );
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('newPassword') ?? '');
    const confirm = String(form.get('confirmPassword') ?? '');
    if (newPassword.length < 8) return setFieldError('Use at least 8 characters');
    if (newPassword !== confirm) return setFieldError('The two passwords differ');
    setFieldError(null);
    setBusy(true);
    const result = await resetPasswordAndSignIn({ data: { token: token ?? '', newPassword } });
    setBusy(false);
    if (!result.ok) {
      return setFailure({
        message: authErrorMessage({ status: result.status, code: result.code }),
        expired: result.code === 'INVALID_TOKEN',
      });
    }
    await onDone(result.signedIn === true);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure ? (
          <Alert
            ref={alertRef}
            tabIndex={-1}
            color="red"
            role="alert"
            icon={<IconAlertCircle size={18} />}
          >
            <Text size="sm">{failure.message}</Text>
            {failure.expired ? (
              <Anchor component={Link} to="/forgot-password" size="sm">
                Request a new link
              </Anchor>
            ) : null}
          </Alert>
        ) : null}
        <NewPasswordInput error={fieldError ?? undefined} />
        <PasswordInput
          name="confirmPassword"
          label="Repeat the new password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" loading={busy} disabled={!token}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
