import { useEffect } from 'react';
import type { Admission, SessionCache } from './session-cache.ts';

/**
 * Remembers the admission a server-rendered page arrived with (the guard ran on the server, and
 * its route context came with the page), so that the page's first change of its own search does
 * not wait for a session answer in the browser. An admission the guard made in this tab stays.
 */
export function useHydratedAdmission({
  session,
  user,
  activeOrganization,
  authProvider,
}: Admission & { session: SessionCache }): void {
  useEffect(() => {
    if (!session.admitted()) session.admit({ user, activeOrganization, authProvider });
  }, [session, user, activeOrganization, authProvider]);
}
