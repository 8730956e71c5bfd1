import type { DescService } from '@bufbuild/protobuf';
import type { ConnectRouter, ServiceImpl } from '@connectrpc/connect';

/** Registers one service (or a part of one) on a router. */
export type RpcServiceRegistration = (router: ConnectRouter) => void;

/**
 * Pairs a generated service descriptor with its implementation, type-checked against the
 * descriptor. Methods left out answer `unimplemented`.
 */
export function defineRpcService<T extends DescService>(
  service: T,
  implementation: Partial<ServiceImpl<T>>,
): RpcServiceRegistration {
  return (router) => {
    router.service(service, implementation);
  };
}
