// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATED_ATTRIBUTE, HydrationMarker } from './hydration-marker.tsx';

afterEach(() => {
  cleanup();
  document.body.removeAttribute(HYDRATED_ATTRIBUTE);
});

describe('HydrationMarker', () => {
  it('marks the body once mounted, and renders nothing', () => {
    expect(document.body.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    const { container } = render(<HydrationMarker />);
    expect(document.body.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(container.innerHTML).toBe('');
  });
});
