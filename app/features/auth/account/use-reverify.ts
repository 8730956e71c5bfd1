import { useState } from 'react';

type Pending = { resolve: (ok: boolean) => void };

/**
 * Runs a sensitive action; when it answers REVERIFICATION_REQUIRED, opens the "confirm it's you"
 * dialog and retries once the user has confirmed.
 */
export function useReverify() {
  const [pending, setPending] = useState<Pending | null>(null);

  async function run<T extends { error: { code?: string } | null }>(action: () => Promise<T>) {
    const first = await action();
    if (first.error?.code !== 'REVERIFICATION_REQUIRED') return first;
    const confirmed = await new Promise<boolean>((resolve) => setPending({ resolve }));
    setPending(null);
    return confirmed ? action() : first;
  }

  return {
    run,
    dialogOpen: pending !== null,
    confirm: () => pending?.resolve(true),
    cancel: () => pending?.resolve(false),
  };
}

/** What `useReverify` gives: the action runner and the dialog's state and answers. */
export type Reverifier = ReturnType<typeof useReverify>;
