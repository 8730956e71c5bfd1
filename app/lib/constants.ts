/** Product-wide constants from the specification (sections 2 and 9). */
export const PRODUCT_NAME = 'Rate Filing Intelligence';
export const SUPPORT_EMAIL = 'support@ratefiling.example';

export const QUERY_STALE_TIME_MS = 60_000;
export const QUERY_RETRIES = 3;

export const DEFAULT_PAGE = 1;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

export const NOTIFICATIONS = {
  autoClose: 5000,
  limit: 5,
  position: 'bottom-right',
  width: 440,
  maxHeight: 200,
  transitionDuration: 250,
} as const;

export const PROGRESS_BAR_SIZE = 4;
export const TOOLTIP_OPEN_DELAY_MS = 1000;
export const COLOR_SCHEME_STORAGE_KEY = 'colorScheme';
