import { localStorageColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_STORAGE_KEY } from './constants.ts';

/** The user's light/dark choice lives in local storage under `colorScheme` (spec section 4). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
