import mantineChartsCss from '@mantine/charts/styles.css?url';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import mantineCoreCss from '@mantine/core/styles.css?url';
import mantineDatesCss from '@mantine/dates/styles.css?url';
import mantineNotificationsCss from '@mantine/notifications/styles.css?url';
import mantineNprogressCss from '@mantine/nprogress/styles.css?url';
import mantineSpotlightCss from '@mantine/spotlight/styles.css?url';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import mantineDatatableCss from 'mantine-datatable/styles.css?url';
import type { ReactNode } from 'react';
import { ObservabilityClient } from '#app/components/observability/observability-client.tsx';
import { ChunkReloadGuard } from '#app/components/shell/chunk-reload-guard.tsx';
import { DeferredNotifications } from '#app/components/shell/deferred-notifications.tsx';
import { HydrationMarker } from '#app/components/shell/hydration-marker.tsx';
import { RouteProgress } from '#app/components/shell/route-progress.tsx';
import type { SessionCache } from '#app/lib/auth/session-cache.ts';
import { colorSchemeManager } from '#app/lib/color-scheme.ts';
import { COLOR_SCHEME_STORAGE_KEY, PRODUCT_NAME } from '#app/lib/constants.ts';
import { loadPublicEnv } from '#app/lib/env/load-public-env.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import type { TokenStore } from '#app/lib/rpc/token-store.ts';
import { cssVariablesResolver, theme } from '#app/lib/theme.ts';
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
  component: Outlet,
});

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" localStorageKey={COLOR_SCHEME_STORAGE_KEY} />
        <HeadContent />
      </head>
      <body>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          colorSchemeManager={colorSchemeManager}
        >
          <a className="skip-link" href="#main" data-testid="skip-link">
            Skip to content
          </a>
          <RouteProgress />
          <ChunkReloadGuard />
          <ObservabilityClient />
          <DeferredNotifications />
          {children}
          <HydrationMarker />
        </MantineProvider>
        <Scripts />
      </body>
    </html>
  );
}
