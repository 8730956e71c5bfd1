/** A filled button colour with white text at 4.5:1 or more. */
export const FILLED_BUTTON_COLOR = 'blue.8';
