import { Code } from '@connectrpc/connect';

/** Connect's code names, as its error messages print them ("[invalid_argument] …"). */
const codeByName: Readonly<Record<string, Code>> = {
  canceled: Code.Canceled,
  unknown: Code.Unknown,
  invalid_argument: Code.InvalidArgument,
  deadline_exceeded: Code.DeadlineExceeded,
  not_found: Code.NotFound,
  already_exists: Code.AlreadyExists,
  permission_denied: Code.PermissionDenied,
  resource_exhausted: Code.ResourceExhausted,
  failed_precondition: Code.FailedPrecondition,
  aborted: Code.Aborted,
  out_of_range: Code.OutOfRange,
  unimplemented: Code.Unimplemented,
  internal: Code.Internal,
  unavailable: Code.Unavailable,
  data_loss: Code.DataLoss,
  unauthenticated: Code.Unauthenticated,
};

const PREFIX = /^\[([a-z_]+)\]\s*/;

/**
 * A Connect error's message split into its code and the text after the "[code] " prefix. A
 * ConnectError that crossed from the server-rendered page to the browser arrives as a plain Error
 * whose message still carries the prefix: this recovers the code (for the status) and the clean
 * text (for the heading). A message without a known prefix has no code and is returned as is.
 */
export function splitConnectMessage(message: string): { code?: Code; text: string } {
  const match = PREFIX.exec(message);
  const code = match ? codeByName[match[1] ?? ''] : undefined;
  if (!match || code === undefined) return { text: message };
  return { code, text: message.slice(match[0].length) };
}
