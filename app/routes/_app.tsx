import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppFrame } from '#app/components/shell/app-frame.tsx';
import { UserMenu } from '#app/features/auth/user-menu.tsx';
import { NotificationBell } from '#app/features/watchlists/notification-bell.tsx';
import { guardProtectedPage } from '#app/lib/auth/protected-guard.ts';
import { useHydratedAdmission } from '#app/lib/auth/use-hydrated-admission.ts';
import { importRpcClientsModule } from '#app/lib/rpc/rpc-clients.ts';

/** Paths whose page hides the sidebar (spec: /home). */
const PATHS_WITHOUT_SIDEBAR = new Set(['/home', '/home/']);

export const Route = createFileRoute('/_app')({
  beforeLoad: guardProtectedPage,
  component: AppLayout,
});

function AppLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  useHydratedAdmission(Route.useRouteContext());
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
