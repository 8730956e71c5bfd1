// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDrawnAfterPaint } from './use-drawn-after-paint.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useDrawnAfterPaint', () => {
  it('is false on the first render and turns true only in the task after the next frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useDrawnAfterPaint());
    expect(result.current).toBe(false);
    // Before the frame: nothing drawn, however long it takes.
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(false);
    // The frame (and its paint) comes; the part is drawn in the task after it, not inside it.
    act(() => frames.shift()?.(0));
    expect(result.current).toBe(false);
    await act(async () => vi.runAllTimers());
    expect(result.current).toBe(true);
  });

  it('draws at once where there are no animation frames', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const { result } = renderHook(() => useDrawnAfterPaint());
    await act(async () => {});
    expect(result.current).toBe(true);
  });

  it('leaves nothing scheduled when unmounted before the frame', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestAnimationFrame', () => 7);
    vi.stubGlobal('cancelAnimationFrame', cancel);
    const { unmount } = renderHook(() => useDrawnAfterPaint());
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
