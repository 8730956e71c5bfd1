/**
 * Text colours that keep a 4.5:1 contrast in both schemes (the theme's "dimmed" grey and its
 * blue.6 links fall short on white, and "dimmed" on the dark body).
 */
export const MUTED_TEXT = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';
export const LINK_TEXT = 'light-dark(var(--mantine-color-blue-8), var(--mantine-color-blue-3))';
/** A filled button colour with white text at 4.5:1 or more. */
export const FILLED_BUTTON_COLOR = 'blue.8';
