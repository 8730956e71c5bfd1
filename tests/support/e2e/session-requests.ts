import { createHash } from 'node:crypto';

/**
 * The URL path of the getSession server function in a production build: TanStack Start names a
 * server function `/_server/<sha256 of "<file>--<export>_createServerFn_handler">`.
 */
export const SESSION_SERVER_FN_PATH = `/_server/${createHash('sha256')
  .update('app/lib/auth/session.ts--getSession_createServerFn_handler')
  .digest('hex')}`;

/** Whether a browser request is a session fetch (the getSession server function). */
export function isSessionRequest(request: { url(): string }): boolean {
  return new URL(request.url()).pathname === SESSION_SERVER_FN_PATH;
}
