import { createContextKey } from '@connectrpc/connect';

/**
 * The signed-in user's id for the current call. The auth interceptor sets it from the verified
 * token; the logging interceptor reports it; services read it (never a user id from a payload).
 * Empty while no user is known.
 */
export const userIdContextKey = createContextKey<string>('', { description: 'user id' });
