import { MethodOptions_IdempotencyLevel } from '@bufbuild/protobuf/wkt';
import type { Interceptor, UnaryRequest } from '@connectrpc/connect';
import {
  READ_AFTER_COOKIE,
  READ_AFTER_HEADER,
  readAfterFromCookie,
} from '#contract/http/read-after.ts';
import type { ReadRouting } from '#server/db/read-replicas/read-routing.ts';
import { parseWalLsn } from '#server/db/read-replicas/wal-lsn.ts';

/** Calls that only read though the proto does not say so (they are not safe to repeat by GET). */
const READ_ONLY_UNMARKED = new Set([
  'ratefiling.v1.QueryService/CustomQuery',
  'ratefiling.v1.QueryService/TranslateQuery',
]);

/** A read-only call: declared `NO_SIDE_EFFECTS` in the proto, or known to only read. */
export function isReadOnlyCall(request: Pick<UnaryRequest, 'method' | 'service'>): boolean {
  return (
    request.method.idempotency === MethodOptions_IdempotencyLevel.NO_SIDE_EFFECTS ||
    READ_ONLY_UNMARKED.has(`${request.service.typeName}/${request.method.name}`)
  );
}

/**
 * Read replicas for the api (ADR 028): a read-only call runs on a replica that has replayed the
 * caller's last write (the read-after header or cookie), other calls on the primary; a write's
 * answer carries the primary's WAL position in the header and the cookie. With no replica
 * configured it changes nothing.
 */
export function createReadRoutingInterceptor(routing: ReadRouting): Interceptor {
  return (next) => async (request) => {
    if (request.stream) return next(request);
    if (isReadOnlyCall(request)) {
      const marker =
        request.header.get(READ_AFTER_HEADER) ?? readAfterFromCookie(request.header.get('cookie'));
      return routing.runRead(parseWalLsn(marker), () => next(request));
    }
    const response = await next(request);
    const marker = await routing.writeMarker();
    if (marker) {
      response.header.set(READ_AFTER_HEADER, marker.lsn);
      response.header.append(
        'set-cookie',
        `${READ_AFTER_COOKIE}=${marker.lsn}; Path=/; Max-Age=${marker.maxAgeSeconds}; HttpOnly; SameSite=Lax`,
      );
    }
    return response;
  };
}
