import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { ErrorScreen } from './components/error-screen.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { getSession } from './lib/auth/session.ts';
import { createSessionCache } from './lib/auth/session-cache.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createLazyRpcClients, importRpcClientsModule } from './lib/rpc/rpc-clients.ts';
import { createTokenStore } from './lib/rpc/token-store.ts';
import { routeTree } from './routeTree.gen.ts';

export function getRouter() {
  const queryClient = createQueryClient();
  // One session fetch per navigation at most: the guard, its preload on hover and the token
  // store share one answer for 30 s (session-cache.ts); router.invalidate() drops it.
  const session = createSessionCache(() => getSession());
  // In the browser the store can fetch a fresh token itself (after server rendering, or when the
  // short-lived one is about to expire); on the server the guard sets it for this request.
  const tokenStore = createTokenStore(
    typeof window === 'undefined'
      ? undefined
      : async () => (await session.get()).token ?? undefined,
  );
  // The clients' code loads on the first api call, so pages that make none never download it.
  const rpc = createLazyRpcClients(async () =>
    (await importRpcClientsModule()).createRpcClients(tokenStore.get),
  );
  const router = createRouter({
    routeTree,
    context: { queryClient, rpc, tokenStore, session },
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  // Sign-in, sign-out, organization and two-factor changes all end in router.invalidate().
  const invalidate = router.invalidate;
  router.invalidate = (options) => {
    session.clear();
    return invalidate(options);
  };
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
