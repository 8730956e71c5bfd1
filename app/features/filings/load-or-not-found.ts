import { Code } from '@connectrpc/connect';
import { notFound } from '@tanstack/react-router';
import { isConnectError } from '../../lib/errors/is-connect-error.ts';

/**
 * Awaits a loader's data and turns the api's NOT_FOUND (an unknown tracking number, company or
 * segment) and INVALID_ARGUMENT (a malformed one) into the router's notFound(), so that the
 * app's not-found page shows.
 */
export async function loadOrNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    const value = await load;
    if (value === undefined || value === null) throw notFound();
    return value;
  } catch (error) {
    const code = isConnectError(error) ? error.code : undefined;
    // A malformed tracking number or company names no filing: the same not-found page.
    if (code === Code.NotFound || code === Code.InvalidArgument) throw notFound();
    throw error;
  }
}
