import type { RpcServiceRegistration } from './define-rpc-service.ts';

/**
 * Every service the api serves at /rpc. Feature issues add theirs here, e.g.
 * `defineRpcService(FilingService, createFilingService(deps))`; a proto method with no
 * implementation answers `unimplemented` (HTTP 501), an unknown path 404.
 */
export const rpcServiceRegistrations: readonly RpcServiceRegistration[] = [];
