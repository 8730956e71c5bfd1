/** A filled button colour with white text at 4.5:1 or more. */
export const FILLED_BUTTON_COLOR = 'blue.8';

/**
 * Text on a light-variant yellow or orange Alert or Badge (its title or label) at 4.5:1 or more
 * in both schemes. Mantine's own, shade 9 on shade 1 in light mode, falls under it (axe
 * color-contrast); near-black there and the colour's pale shade 3 on the dark tint keep the look.
 */
export function readableWarningText(color: 'yellow' | 'orange'): string {
  return `light-dark(var(--mantine-color-dark-7), var(--mantine-color-${color}-3))`;
}
