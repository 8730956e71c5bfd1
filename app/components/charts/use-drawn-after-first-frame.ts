import { startTransition, useEffect, useState } from 'react';

/**
 * False on a chart's first render, true once the page around it has been committed: the chart
 * is then drawn in a transition, which React renders without blocking the browser. A page change
 * to /state (seven charts) spent about half of its one blocking render in recharts (issue 23,
 * bench/navigation-profile.md); drawn this way, the page's heading, figures and tables appear
 * first and the charts a frame or a few later, in the room kept for them. On the server the
 * charts are never drawn (they need the browser's measurements), as before.
 */
export function useDrawnAfterFirstFrame(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    startTransition(() => setDrawn(true));
  }, []);
  return drawn;
}
