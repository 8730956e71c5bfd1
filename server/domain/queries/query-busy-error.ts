/** Too many custom queries at once (per user or per process): the caller should try again. */
export class QueryBusyError extends Error {
  override readonly name = 'QueryBusyError';
}
