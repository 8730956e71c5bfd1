import { useReducedMotion } from '@mantine/hooks';

/**
 * Props for a chart's bars or lines: they grow into place, unless the user's system asks for
 * reduced motion (prefers-reduced-motion), when they are drawn at once. Mantine's own
 * transitions follow the same setting (`respectReducedMotion` in the theme).
 */
export function useSeriesMotion(): { isAnimationActive: boolean } {
  return { isAnimationActive: !useReducedMotion() };
}
