import { useEffect } from 'react';
import { reloadOnceForChunkError } from '#app/lib/chunk-reload.ts';

/** Reloads the page once when a code-split module fails to load (e.g. after a deploy). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload;
      if (reloadOnceForChunkError(payload)) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (reloadOnceForChunkError(event.reason)) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
