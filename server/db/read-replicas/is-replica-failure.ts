import { errorCodeOf } from '#server/db/error-code.ts';

/** Socket-level errors of a connection (node-postgres passes Node's codes through). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
const CONNECTION_MESSAGES =
  /Connection terminated|connection (?:is )?closed|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed/i;

/** The replica is gone or restarting (the call may run on the primary instead). */
export function isReplicaUnreachable(error: unknown): boolean {
  const code = errorCodeOf(error);
  if (code?.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code ?? '')) return true;
  if (code && SOCKET_CODES.has(code)) return true;
  return error instanceof Error && CONNECTION_MESSAGES.test(error.message);
}

/**
 * A failure a read on a replica may meet that the primary would not: the replica is unreachable,
 * the statement tried to write (25006, read-only transaction: a "read" that writes after all) or
 * replay cancelled it (40001, conflict with recovery).
 */
export function isReplicaFailure(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === '25006' || code === '40001' || isReplicaUnreachable(error);
}
