import { Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { NewPasswordInput } from '#app/features/auth/new-password-input.tsx';
import { authClient } from '#app/lib/auth/auth-client.ts';
import { authErrorMessage } from '#app/lib/auth/auth-error-message.ts';
import { ReverifyModal } from './reverify-modal.tsx';
import { type ActionStatus, StatusAlert } from './status-alert.tsx';
import { useReverify } from './use-reverify.ts';

/** Change password; every other session of the user is signed out. */
export function ChangePasswordCard({ withCode }: { withCode: boolean }) {
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const reverifier = useReverify();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = String(form.get('newPassword') ?? '');
    if (newPassword.length < 8) return setStatus({ ok: false, text: 'Use at least 8 characters' });
    setBusy(true);
    const { error } = await reverifier.run(() =>
      authClient.changePassword({
        currentPassword: String(form.get('currentPassword') ?? ''),
        newPassword,
        revokeOtherSessions: true,
      }),
    );
    setBusy(false);
    if (error) return setStatus({ ok: false, text: authErrorMessage(error) });
    formElement.reset();
    setStatus({ ok: true, text: 'Password changed. Your other sessions were signed out.' });
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} fz="lg">
            Change password
          </Title>
          <StatusAlert status={status} />
          <PasswordInput
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            required
          />
          <NewPasswordInput />
          <Button type="submit" loading={busy} w="fit-content">
            Change password
          </Button>
        </Stack>
      </form>
      <ReverifyModal reverifier={reverifier} withCode={withCode} />
    </Paper>
  );
}
