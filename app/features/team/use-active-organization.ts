import { useRouteContext } from '@tanstack/react-router';

/** The signed-in user's active organization and role in it (null: personal, no organization). */
export function useActiveOrganization() {
  return useRouteContext({ from: '/_app', select: (context) => context.activeOrganization });
}
