import { isNotFound, isRedirect } from '@tanstack/react-router';

/** Route errors worth an error report: not the router's own not-found and redirect signals. */
export function isReportableRouteError(error: unknown): boolean {
  return error !== undefined && error !== null && !isNotFound(error) && !isRedirect(error);
}
