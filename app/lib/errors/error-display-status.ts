import { connectCodeToDisplayStatus } from './connect-code-to-display-status.ts';
import { splitConnectMessage } from './connect-message-prefix.ts';
import { isConnectError } from './is-connect-error.ts';

function isRouterNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'isNotFound' in error
    ? error.isNotFound === true
    : false;
}

/**
 * The status heading of the error screen: a Connect error's code through the spec's table (also
 * when it reached the browser as a plain Error whose message starts "[code] "), 404 for the
 * router's not-found error, 500 for anything else.
 */
export function errorDisplayStatus(error: unknown): number {
  if (isConnectError(error)) return connectCodeToDisplayStatus(error.code);
  if (isRouterNotFound(error)) return 404;
  const code = error instanceof Error ? splitConnectMessage(error.message).code : undefined;
  return code === undefined ? 500 : connectCodeToDisplayStatus(code);
}
