import { Code } from '@connectrpc/connect';

/** The Connect code for an HTTP status that carried no Connect error (spec section 8). */
export function httpStatusToConnectCode(status: number): Code {
  switch (status) {
    case 400:
      return Code.Internal;
    case 401:
      return Code.Unauthenticated;
    case 403:
      return Code.PermissionDenied;
    case 404:
      return Code.Unimplemented;
    case 429:
    case 502:
    case 503:
    case 504:
      return Code.Unavailable;
    default:
      return Code.Unknown;
  }
}
