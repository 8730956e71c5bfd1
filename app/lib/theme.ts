import { createTheme, Tooltip } from '@mantine/core';
import { TOOLTIP_OPEN_DELAY_MS } from './constants.ts';

/** Mantine theme of spec section 9: blue primary colour and the five breakpoints. */
export const theme = createTheme({
  primaryColor: 'blue',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    Tooltip: Tooltip.extend({ defaultProps: { openDelay: TOOLTIP_OPEN_DELAY_MS } }),
  },
});
