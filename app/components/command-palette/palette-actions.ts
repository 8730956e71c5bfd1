import { NAV_ITEMS, type NavItem } from '#app/components/shell/nav-items.ts';

/** A SERFF tracking number, whole or partial ("SFMA-134393024", "sfma-1343", "134393024"). */
const TRACKING_NUMBER = /^(?:[A-Z]{2,8}-[A-Z]?\d{3,12}|[A-Z]?\d{5,12})$/i;
/** A whole one: the palette can open it without asking the api. */
const WHOLE_TRACKING_NUMBER = /^[A-Z]{2,8}-[A-Z]?\d{9,12}$/i;

export function looksLikeTrackingNumber(query: string): boolean {
  return TRACKING_NUMBER.test(query.trim());
}

export function isWholeTrackingNumber(query: string): boolean {
  return WHOLE_TRACKING_NUMBER.test(query.trim());
}

/** The areas whose label or description contains every word of the query (all when empty). */
export function matchAreas(query: string, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    const text = `${item.label} ${item.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
