import { Code, ConnectError } from '@connectrpc/connect';
import { notFound } from '@tanstack/react-router';

/**
 * Awaits a loader's data and turns the api's NOT_FOUND (an unknown tracking number, company or
 * segment) into the router's notFound(), so that the app's not-found page shows.
 */
export async function loadOrNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    const value = await load;
    if (value === undefined || value === null) throw notFound();
    return value;
  } catch (error) {
    if (ConnectError.from(error).code === Code.NotFound) throw notFound();
    throw error;
  }
}
