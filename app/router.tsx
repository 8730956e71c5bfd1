import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { ErrorScreen } from './components/error-screen.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { getSession } from './lib/auth/session.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createLazyRpcClients, importRpcClientsModule } from './lib/rpc/rpc-clients.ts';
import { createTokenStore } from './lib/rpc/token-store.ts';
import { routeTree } from './routeTree.gen.ts';

export function getRouter() {
  const queryClient = createQueryClient();
  // In the browser the store can fetch a fresh token itself (after server rendering, or when the
  // short-lived one is about to expire); on the server the guard sets it for this request.
  const tokenStore = createTokenStore(
    typeof window === 'undefined' ? undefined : async () => (await getSession()).token ?? undefined,
  );
  // The clients' code loads on the first api call, so pages that make none never download it.
  const rpc = createLazyRpcClients(async () =>
    (await importRpcClientsModule()).createRpcClients(tokenStore.get),
  );
  const router = createRouter({
    routeTree,
    context: { queryClient, rpc, tokenStore },
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
