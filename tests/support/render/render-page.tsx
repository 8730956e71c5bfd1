import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '#app/lib/query-client.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import { cssVariablesResolver, theme } from '#app/lib/theme.ts';

type Context = { queryClient: QueryClient; rpc: RpcClients };

/**
 * Api clients that refuse every call: a render test fills the query cache with factory data
 * instead, so a query it forgot fails the test rather than reaching a network.
 */
export const offlineRpc = new Proxy({} as RpcClients, {
  get: (_target, service) =>
    new Proxy(
      {},
      {
        get: (_inner, method) => () =>
          Promise.reject(new Error(`render test called rpc.${String(service)}.${String(method)}`)),
      },
    ),
});

/** A query's key and the data it holds (e.g. `[stateStatsQueryOptions(rpc, f).queryKey, data]`). */
export type CachedQuery = readonly [QueryKey, unknown];

/**
 * Renders a page as the app would: Mantine with the app's theme, a QueryClient pre-filled with
 * `queries`, and a router (memory history at `url`) whose context carries offline api clients.
 * The page's route sits under a pathless `_app`, so `path: 'filings/'` gives it the app's route id
 * ('/_app/filings/') for a page that reads its route with getRouteApi.
 */
export async function renderPage(
  page: () => ReactNode,
  options: {
    queries?: readonly CachedQuery[];
    url?: string;
    path?: string;
    /** The route's schema, for a page that reads its search with getRouteApi. */
    validateSearch?: (raw: Record<string, unknown>) => object;
  } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  const queryClient = createQueryClient();
  for (const [key, data] of options.queries ?? []) queryClient.setQueryData(key, data);
  const rootRoute = createRootRouteWithContext<Context>()({ component: Outlet });
  const app = createRoute({ getParentRoute: () => rootRoute, id: '_app', component: Outlet });
  const pageRoute = createRoute({
    getParentRoute: () => app,
    path: options.path ?? '/',
    validateSearch: options.validateSearch,
    component: page,
    // A query the test did not fill ends here, named (offlineRpc's message).
    errorComponent: ({ error }) => <pre data-testid="render-error">{String(error)}</pre>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([app.addChildren([pageRoute])]),
    history: createMemoryHistory({ initialEntries: [options.url ?? options.path ?? '/'] }),
    context: { queryClient, rpc: offlineRpc },
  });
  await router.load();
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
