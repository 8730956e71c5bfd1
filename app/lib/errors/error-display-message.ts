import type { ConnectError } from '@connectrpc/connect';
import { splitConnectMessage } from './connect-message-prefix.ts';
import { errorDetailMessages } from './error-detail-messages.ts';
import { isConnectError } from './is-connect-error.ts';

const fallbackMessage = 'Something went wrong.';

function firstDetailMessage(error: ConnectError): string {
  return errorDetailMessages(error).find((message) => message.trim() !== '') ?? '';
}

function ownMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return typeof error.message === 'string' ? error.message : '';
  }
  return '';
}

function textOf(error: unknown): string {
  if (error === undefined || error === null) return '';
  try {
    return String(error);
  } catch {
    return '';
  }
}

/**
 * The message of the error screen (spec section 8): the first error detail's message, else the
 * Connect error's raw message, else the error's message, else its text; never empty. A message
 * with Connect's "[code] " prefix (a Connect error serialised into the server-rendered page) is
 * shown without it.
 */
export function errorDisplayMessage(error: unknown): string {
  const candidates = isConnectError(error)
    ? [firstDetailMessage(error), error.rawMessage, error.message]
    : [splitConnectMessage(ownMessage(error)).text, textOf(error)];
  return candidates.find((candidate) => candidate.trim() !== '') ?? fallbackMessage;
}
