import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render (what a page change commits, and what the server sends),
 * true once the browser has painted the page around it: after the next animation frame, in the
 * task that follows it (the frame's paint comes between the two), and then in a transition, so
 * that React renders the deferred part without holding the page. For a large block below the
 * first screen (the factor benchmark's table of every program, about 2,000 elements at 100,000
 * filings) whose render would otherwise delay the new page's first paint (issue 23,
 * bench/navigation-100k/navigation.md). Without requestAnimationFrame it turns true at once.
 */
export function useDrawnAfterPaint(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn) return;
    if (typeof requestAnimationFrame === 'undefined') {
      startTransition(() => setDrawn(true));
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [drawn]);
  return drawn;
}
