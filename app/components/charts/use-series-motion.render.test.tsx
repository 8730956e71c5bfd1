// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSeriesMotion } from './use-series-motion.ts';

/** A matchMedia whose `prefers-reduced-motion: reduce` query answers `reduce`. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSeriesMotion', () => {
  it('draws bars and lines at once for users who ask for reduced motion', async () => {
    stubReducedMotion(true);
    const { result } = renderHook(() => useSeriesMotion());
    await waitFor(() => expect(result.current.isAnimationActive).toBe(false));
  });

  it('animates them otherwise', async () => {
    stubReducedMotion(false);
    const { result } = renderHook(() => useSeriesMotion());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.isAnimationActive).toBe(true);
  });
});
