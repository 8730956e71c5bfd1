import { notFound } from '@tanstack/react-router';
import { namesNothing } from '#app/lib/errors/names-nothing.ts';

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
    // A malformed tracking number or company names no filing: the same not-found page.
    if (namesNothing(error)) throw notFound();
    throw error;
  }
}
