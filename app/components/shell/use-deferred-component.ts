import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code is loaded once the page has mounted (in the browser, after hydration);
 * null until it arrives. Unlike React.lazy under Suspense, nothing suspends, so the rest of the
 * page hydrates without waiting. `load` must be stable (a module-level function). A failed load
 * is left unhandled, so the chunk-reload guard sees it.
 */
export function useDeferredComponent<Props>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> | null {
  const [component, setComponent] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let mounted = true;
    void load().then((loaded) => {
      if (mounted) setComponent(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, [load]);
  return component;
}
