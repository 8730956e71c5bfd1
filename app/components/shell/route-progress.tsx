import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PROGRESS_BAR_SIZE } from '#app/lib/constants.ts';

/** The top progress bar: starts when a route starts loading, completes when it settles. */
export function RouteProgress() {
  const isLoading = useRouterState({ select: (state) => state.status === 'pending' });
  useEffect(() => {
    if (isLoading) nprogress.start();
    else nprogress.complete();
  }, [isLoading]);
  return <NavigationProgress size={PROGRESS_BAR_SIZE} aria-label="Page loading progress" />;
}
