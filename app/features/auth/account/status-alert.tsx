import { Alert } from '@mantine/core';

/** The outcome of an account action, to tell the user: a success or a failure, in words. */
export type ActionStatus = { ok: boolean; text: string };

/**
 * An account action's outcome: green and announced politely on success, red and announced at
 * once (role `alert`) on failure; nothing before the first action.
 */
export function StatusAlert({ status }: { status: ActionStatus | null }) {
  if (!status) return null;
  return (
    <Alert color={status.ok ? 'green' : 'red'} role={status.ok ? 'status' : 'alert'}>
      {status.text}
    </Alert>
  );
}
