import { Alert, Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { authErrorMessage } from '#app/lib/auth/auth-error-message.ts';
import { reverify } from '#app/lib/auth/session.ts';
import type { Reverifier } from './use-reverify.ts';

/**
 * Asks for the password (and the authenticator code when the user has one) again, while
 * `reverifier` (from `useReverify`) waits for it; confirming retries the action, closing drops it.
 */
export function ReverifyModal({
  reverifier,
  withCode,
}: {
  reverifier: Pick<Reverifier, 'dialogOpen' | 'confirm' | 'cancel'>;
  withCode: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').trim();
    setBusy(true);
    const result = await reverify({
      data: { password: String(form.get('password') ?? ''), ...(withCode ? { code } : {}) },
    });
    setBusy(false);
    if (!result.ok) return setError(authErrorMessage(result));
    setError(null);
    reverifier.confirm();
  }

  return (
    <Modal opened={reverifier.dialogOpen} onClose={reverifier.cancel} title="Confirm it is you">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <PasswordInput
            name="password"
            label="Password"
            autoComplete="current-password"
            required
            data-autofocus
          />
          {withCode ? (
            <TextInput
              name="code"
              label="Authentication code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={reverifier.cancel}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
