import { useRouteContext } from '@tanstack/react-router';
import type { RpcClients } from './rpc-clients.ts';

/** The api clients of the current router (they send the signed-in user's token). */
export function useRpc(): RpcClients {
  return useRouteContext({ from: '__root__', select: (context) => context.rpc });
}
