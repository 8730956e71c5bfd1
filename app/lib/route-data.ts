/** Why a route's loader runs: TanStack Router's `cause`. */
export type LoaderCause = 'enter' | 'stay' | 'preload';

/**
 * A route's data, awaited when the page is entered (or preloaded) and only started when the page
 * changes its own search (a filter, a sort, a page): then the loader returns at once, the router
 * commits the new search in a React transition, and the page's suspense queries keep the figures on
 * screen until the new ones arrive (the top bar shows the wait). Awaiting there would put the
 * page's skeleton in place of the page after `pendingMs` on a slow answer, and the field being
 * typed in would lose its focus. A failure surfaces through the page's own query, not here.
 */
export async function loadRouteData(
  cause: LoaderCause,
  load: () => Promise<unknown>,
): Promise<void> {
  const loading = load();
  if (cause === 'stay') {
    loading.catch(() => undefined);
    return;
  }
  await loading;
}
