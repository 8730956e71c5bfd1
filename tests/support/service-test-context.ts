import type { DescService } from '@bufbuild/protobuf';
import { type Code, ConnectError, createClient } from '@connectrpc/connect';
import type { Database } from '#server/db/connection.ts';
import type { RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';

/** A client of `service` over the in-memory transport, calling as `userId` (none: anonymous). */
export function createServiceClient<T extends DescService>(
  service: T,
  registration: RpcServiceRegistration,
  userId?: string,
) {
  return createClient(service, createTestTransport([registration], userId ? { userId } : {}));
}

/** The Connect code a call fails with, or undefined when it succeeds. */
export async function codeOf(call: Promise<unknown>): Promise<Code | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    return ConnectError.from(error).code;
  }
}

let prefixes = 0;

/**
 * Registers a carrier under its own SERFF prefix (the factory names every carrier's prefix
 * "TEST", so a second carrier would not be inserted and its companies would fail).
 */
export async function insertCarrier(db: Database, name: string): Promise<string> {
  prefixes += 1;
  await db.query(
    'insert into carriers (name, serff_prefix) values ($1, $2) on conflict (name) do nothing',
    [name, `C${String(prefixes).padStart(3, '0')}${Math.random().toString(36).slice(2, 6)}`],
  );
  return name;
}
