/**
 * In-process wake-up for the match job: the job runner listens (server/jobs/), and
 * enqueueFilingChanges signals after queuing, so a change made in the process that runs the jobs
 * is matched within seconds. Changes queued by another process (an import script) are picked up
 * by the job's schedule (every minute).
 */
const listeners = new Set<() => void>();

export function onFilingChangesQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function signalFilingChangesQueued(): void {
  for (const listener of listeners) listener();
}
