import { z } from 'zod';

const MAX_LIST_ITEMS = 200;
const MAX_ITEM_LENGTH = 300;

/**
 * A multi-value filter parameter (`carriers[]`, `states[]`, ...). A single string is
 * accepted as a one-item list; non-string items and blanks are dropped; duplicates removed.
 */
export const listParamSchema = z
  .unknown()
  .transform((value): string[] | undefined => {
    const raw = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    const items = raw
      .filter(
        (item): item is string | number => typeof item === 'string' || typeof item === 'number',
      )
      .map((item) => String(item).trim().slice(0, MAX_ITEM_LENGTH))
      .filter((item) => item.length > 0);
    const unique = [...new Set(items)].slice(0, MAX_LIST_ITEMS);
    return unique.length > 0 ? unique : undefined;
  })
  .optional();
