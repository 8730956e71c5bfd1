import { MantineProvider } from '@mantine/core';
import { type ErrorComponentProps, Outlet } from '@tanstack/react-router';
import { memo, type ReactNode } from 'react';
import { ErrorScreen } from '#app/components/error-screen.tsx';
import { ObservabilityClient } from '#app/components/observability/observability-client.tsx';
import { ChunkReloadGuard } from '#app/components/shell/chunk-reload-guard.tsx';
import { DeferredNotifications } from '#app/components/shell/deferred-notifications.tsx';
import { HydrationMarker } from '#app/components/shell/hydration-marker.tsx';
import { RouteProgress } from '#app/components/shell/route-progress.tsx';
import { colorSchemeManager } from '#app/lib/color-scheme.ts';
import { cssVariablesResolver, theme } from '#app/lib/theme.ts';

/**
 * The providers and the chrome around every page, memoized: given the same children (the one
 * `<Outlet />` element below) it renders once, and a navigation re-renders only what subscribes
 * to the router. In the root's shell (the document), which the router re-renders about four
 * times a page change, MantineProvider gave every Mantine component of the old and the new page
 * a new context each time (ADR 040).
 */
export const AppRoot = memo(function AppRoot({ children }: { children: ReactNode }) {
  return (
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
  );
});

/** One element for the life of the app, so that `AppRoot`'s memo holds. */
const OUTLET = <Outlet />;

/** The root route's component: the pages, inside the app's providers. */
export function RootComponent() {
  return <AppRoot>{OUTLET}</AppRoot>;
}

/** An error of the root route itself (its `beforeLoad`) replaces `RootComponent`: same providers. */
export function RootError(props: ErrorComponentProps) {
  return (
    <AppRoot>
      <ErrorScreen {...props} />
    </AppRoot>
  );
}
