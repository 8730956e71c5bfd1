import type { Logger } from 'pino';
import { runWithRequestContext } from './request-context.ts';

/** What a request the client abandoned is logged with (nginx's status for it). */
const CLIENT_CLOSED_REQUEST = 499;

type FetchHandler = (request: Request) => Response | Promise<Response>;

/** Probes are polled constantly: their lines go to debug. */
const QUIET_PATHS = new Set(['/api/health', '/api/ready']);

function roundMs(startedAt: number): number {
  return Math.round((performance.now() - startedAt) * 10) / 10;
}

/**
 * Wraps the app's fetch handler: one JSON line per request with method, path (never the query,
 * which may carry tokens), status, duration in ms and the user id when auth recorded one
 * (setRequestUserId). 5xx answers log at error; a thrown error is logged with its stack (which the
 * server SDK's pino integration reports to Sentry) and answered with a plain 500.
 */
export function withRequestLogging(handler: FetchHandler, log: Logger): FetchHandler {
  return (request) => {
    const context: { userId?: string } = {};
    return runWithRequestContext(context, async () => {
      const startedAt = performance.now();
      const path = new URL(request.url).pathname;
      const line = (status: number) => ({
        method: request.method,
        path,
        status,
        durationMs: roundMs(startedAt),
        ...(context.userId ? { userId: context.userId } : {}),
      });
      try {
        const response = await handler(request);
        if (response.status >= 500) log.error(line(response.status), 'request');
        else if (QUIET_PATHS.has(path)) log.debug(line(response.status), 'request');
        else log.info(line(response.status), 'request');
        return response;
      } catch (error) {
        // The browser left (a page change aborts its pending data calls): not a failure of the
        // app, so not an error line; 499 as nginx names it, though nobody reads the answer.
        if (request.signal.aborted) {
          log.info(line(CLIENT_CLOSED_REQUEST), 'request aborted by the client');
          return new Response(null, { status: CLIENT_CLOSED_REQUEST });
        }
        log.error({ ...line(500), err: error }, 'request failed');
        return new Response('Internal Server Error', { status: 500 });
      }
    });
  };
}
