import { type Code, ConnectError } from '@connectrpc/connect';
import { ErrorDetailSchema } from '#gen/ratefiling/v1/error_detail_pb.ts';

/** Where an error comes from: the request field at fault and a stable reason, both optional. */
export type RpcErrorDetail = { field?: string; reason?: string };

/**
 * Creates a ConnectError whose user-facing `message` also travels as a `ratefiling.v1.ErrorDetail`,
 * the detail the UI shows first (spec section 8).
 */
export function createRpcError(
  code: Code,
  message: string,
  detail: RpcErrorDetail = {},
  /** Response headers to send with the error, e.g. Retry-After. */
  metadata?: HeadersInit,
): ConnectError {
  return new ConnectError(message, code, metadata, [
    {
      desc: ErrorDetailSchema,
      value: { message, field: detail.field ?? '', reason: detail.reason ?? '' },
    },
  ]);
}
