import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { AppFrame } from '../components/shell/app-frame.tsx';

/** Paths whose page hides the sidebar (spec: /home). */
const PATHS_WITHOUT_SIDEBAR = new Set(['/home', '/home/']);

export const Route = createFileRoute('/_app')({
  component: AppLayout,
});

function AppLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <AppFrame withSidebar={!PATHS_WITHOUT_SIDEBAR.has(pathname)}>
      <Outlet />
    </AppFrame>
  );
}
