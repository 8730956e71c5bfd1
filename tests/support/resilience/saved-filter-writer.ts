import { callRpc } from '#tests/support/resilience/api-session.ts';

const FILTERS = 'ratefiling.v1.SavedFilterService';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type CallOutcome = { at: number; status: number; code: string; ms: number };

/** One Connect call timed: status 0 when no answer came (connection refused or reset). */
export async function timedCall(
  baseUrl: string,
  path: string,
  body: unknown,
  token: string,
): Promise<CallOutcome & { body: Record<string, unknown> }> {
  const t0 = performance.now();
  const answer = await callRpc(baseUrl, path, body, token).catch(() => ({
    status: 0,
    body: {} as Record<string, unknown>,
  }));
  const ms = performance.now() - t0;
  const code = String(answer.body.code ?? '');
  return { at: Date.now(), status: answer.status, code, ms, body: answer.body };
}

/**
 * Creates saved filters one after another (at most `limit`, the per-user cap is 100) until
 * stopped; keeps the ids the server acknowledged (200 with an id) and every call's outcome.
 */
export function startSavedFilterWriter(baseUrl: string, token: string, prefix: string, limit = 95) {
  const acknowledged: string[] = [];
  const outcomes: CallOutcome[] = [];
  let running = true;
  const done = (async () => {
    for (let index = 0; running && index < limit; index += 1) {
      const answer = await timedCall(
        baseUrl,
        `${FILTERS}/CreateSavedFilter`,
        { name: `${prefix} ${index}`, filters: { states: ['TX'] } },
        token,
      );
      const { body, ...outcome } = answer;
      outcomes.push(outcome);
      const id = (body.savedFilter as { id?: string } | undefined)?.id;
      if (answer.status === 200 && id) acknowledged.push(id);
      await sleep(20);
    }
  })();
  return {
    acknowledged,
    outcomes,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** An uncached read that always reaches the database: the first page of the caller's filters. */
export function probeSavedFilters(baseUrl: string, token: string) {
  return timedCall(
    baseUrl,
    `${FILTERS}/ListSavedFilters`,
    { pagination: { page: 1, pageSize: 1 } },
    token,
  );
}

/** The ids of all the caller's saved filters (up to the cap of 100). */
export async function listSavedFilterIds(baseUrl: string, token: string): Promise<Set<string>> {
  const answer = await callRpc(
    baseUrl,
    `${FILTERS}/ListSavedFilters`,
    { pagination: { page: 1, pageSize: 100 } },
    token,
  );
  if (answer.status !== 200)
    throw new Error(`listing saved filters: ${answer.status} ${answer.text}`);
  return new Set(((answer.body.savedFilters ?? []) as { id: string }[]).map((filter) => filter.id));
}
