import { Anchor, type CSSVariablesResolver, createTheme } from '@mantine/core';
import { TOOLTIP_OPEN_DELAY_MS } from './constants.ts';

/** Mantine theme of spec section 9: blue primary colour and the five breakpoints. */
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons above the 4.5:1 contrast WCAG AA asks for.
  primaryShade: { light: 8, dark: 8 },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
  // Menus, drawers and other transitions appear at once for users who ask for reduced motion.
  respectReducedMotion: true,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // A plain object rather than Tooltip.extend(): importing Tooltip here would put it (and
    // floating-ui) into every page's entry chunk; the shell loads it lazily (theme-toggle.tsx).
    Tooltip: { defaultProps: { openDelay: TOOLTIP_OPEN_DELAY_MS } },
    // Links in running text must not rely on colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/**
 * The one definition of secondary text and link colours: "dimmed" text one step darker in light
 * mode and lighter in dark mode than Mantine's default, and links one step lighter on the dark
 * body (light mode's primary shade, blue.8, already passes), so that descriptions, captions and
 * links meet 4.5:1 contrast on the page background. Use `c="dimmed"` and Anchor (or
 * `var(--mantine-color-dimmed)` / `var(--mantine-color-anchor)`), never a grey or blue of its own.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: { '--mantine-color-dimmed': current.colors.gray[7] },
  dark: {
    '--mantine-color-dimmed': current.colors.dark[1],
    '--mantine-color-anchor': current.colors.blue[3],
  },
});
