import mantineChartsCss from '@mantine/charts/styles.css?url';
import mantineCoreCss from '@mantine/core/styles.css?url';
import mantineDatesCss from '@mantine/dates/styles.css?url';
import mantineNotificationsCss from '@mantine/notifications/styles.css?url';
import mantineNprogressCss from '@mantine/nprogress/styles.css?url';
import mantineSpotlightCss from '@mantine/spotlight/styles.css?url';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import mantineDatatableCss from 'mantine-datatable/styles.css?url';
import { RootComponent, RootError } from '#app/components/shell/app-root.tsx';
import { RootDocument } from '#app/components/shell/root-document.tsx';
import type { SessionCache } from '#app/lib/auth/session-cache.ts';
import { PRODUCT_NAME } from '#app/lib/constants.ts';
import { loadPublicEnv } from '#app/lib/env/load-public-env.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import type { TokenStore } from '#app/lib/rpc/token-store.ts';
import appCss from '#app/styles/app.css?url';

/** What every route's loader can use: the query cache, the api clients, the token, the session. */
export type RouterContext = {
  queryClient: QueryClient;
  rpc: RpcClients;
  tokenStore: TokenStore;
  session: SessionCache;
};

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      {
        name: 'description',
        content: `${PRODUCT_NAME}: search and analyse insurance rate filings`,
      },
      { title: PRODUCT_NAME },
    ],
    links: [
      { rel: 'stylesheet', href: mantineCoreCss },
      { rel: 'stylesheet', href: mantineNotificationsCss },
      { rel: 'stylesheet', href: mantineNprogressCss },
      { rel: 'stylesheet', href: mantineSpotlightCss },
      { rel: 'stylesheet', href: mantineDatesCss },
      { rel: 'stylesheet', href: mantineChartsCss },
      { rel: 'stylesheet', href: mantineDatatableCss },
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  beforeLoad: async () => ({ publicEnv: await loadPublicEnv() }),
  shellComponent: RootDocument,
  component: RootComponent,
  errorComponent: RootError,
});
