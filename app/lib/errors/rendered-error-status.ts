import { errorDisplayStatus } from './error-display-status.ts';

type RenderedMatch = { status: string; error?: unknown };

/**
 * The HTTP status of a server-rendered page whose loading failed: the status its error screen
 * shows (400 for an invalid argument, 404, 403…), where the router itself answers 500 for any
 * error. Undefined when no match failed.
 */
export function renderedErrorStatus(matches: readonly RenderedMatch[]): number | undefined {
  const failed = matches.find((match) => match.status === 'error');
  return failed ? errorDisplayStatus(failed.error) : undefined;
}
