import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Where a chart is in its life: `pending` on its first render (what a page change commits, and
 * what the server sends), until the browser has said where it is; `deferred` while it is far
 * below (or above) the viewport; `drawn` once it is (or has been) near it.
 */
export type ChartPhase = 'pending' | 'deferred' | 'drawn';

/** How near the viewport a chart is drawn: one viewport height above and below it. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * When to draw a chart (ADR 035, 037). Not on its first render: the page around it is committed
 * and painted first. Then an IntersectionObserver on `ref`'s element (the card) says whether it
 * is within a viewport height of the viewport: if it is, the chart is drawn in a transition
 * (React renders it without blocking the browser); if not, it waits, `deferred`, until scrolling
 * brings it near, so that a page change does not pay for charts nobody sees yet (recharts' first
 * passes are synchronous, issue 23, bench/navigation-profile.md). Printing draws every chart
 * (`beforeprint`, synchronously, before the page is laid out for paper); a browser without
 * IntersectionObserver draws at once. Once drawn, a chart stays drawn.
 */
export function useDrawnNearViewport<T extends Element>(): {
  ref: RefObject<T | null>;
  phase: ChartPhase;
} {
  const ref = useRef<T>(null);
  const [phase, setPhase] = useState<ChartPhase>('pending');
  const drawn = phase === 'drawn';
  useEffect(() => {
    if (drawn) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      startTransition(() => setPhase('drawn'));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          startTransition(() => setPhase('drawn'));
        } else {
          setPhase((current) => (current === 'pending' ? 'deferred' : current));
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    const drawForPrint = () => flushSync(() => setPhase('drawn'));
    window.addEventListener('beforeprint', drawForPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', drawForPrint);
    };
  }, [drawn]);
  return { ref, phase };
}
