import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppFrame } from '#app/components/shell/app-frame.tsx';
import { UserMenu } from '#app/features/auth/user-menu.tsx';
import { NotificationBell } from '#app/features/watchlists/notification-bell.tsx';
import { importRpcClientsModule } from '#app/lib/rpc/rpc-clients.ts';

/** Paths whose page hides the sidebar (spec: /home). */
const PATHS_WITHOUT_SIDEBAR = new Set(['/home', '/home/']);

export const Route = createFileRoute('/_app')({
  // The guard: on every protected navigation, the user and a fresh short-lived api token, from
  // the router's session cache (one fetch per navigation at most, session-cache.ts).
  beforeLoad: async ({ context, location }) => {
    const session = await context.session.get();
    if (!session.user || !session.token) {
      context.tokenStore.set(undefined);
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    context.tokenStore.set(session.token);
    return {
      user: session.user,
      activeOrganization: session.activeOrganization,
      authProvider: session.provider,
    };
  },
  component: AppLayout,
});

function AppLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  // Signed-in pages call the api: fetch the clients' code once the page is up, not on the first
  // call. A failure here is left to that call (and the chunk-reload guard) to report.
  useEffect(() => {
    importRpcClientsModule().catch(() => undefined);
  }, []);
  return (
    <AppFrame
      withSidebar={!PATHS_WITHOUT_SIDEBAR.has(pathname)}
      headerActions={
        <>
          <NotificationBell />
          <UserMenu />
        </>
      }
    >
      <Outlet />
    </AppFrame>
  );
}
