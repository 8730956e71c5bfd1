/** Secondary text with enough contrast (4.5:1) in both schemes, unlike Mantine's "dimmed". */
export const MUTED = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';
/** Link-coloured text with enough contrast in both schemes. */
export const LINK = 'light-dark(var(--mantine-color-blue-8), var(--mantine-color-blue-3))';
