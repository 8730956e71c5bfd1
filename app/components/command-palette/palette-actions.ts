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

/**
 * The area the query names outright: its label in any case ("filings", "Filing diff"), or the
 * only label starting with it ("multi" → Multi carrier); undefined otherwise.
 */
export function exactArea(
  query: string,
  items: readonly NavItem[] = NAV_ITEMS,
): NavItem | undefined {
  const text = query.trim().toLowerCase();
  if (!text) return undefined;
  const exact = items.find((item) => item.label.toLowerCase() === text);
  if (exact) return exact;
  const starting = items.filter((item) => item.label.toLowerCase().startsWith(text));
  return starting.length === 1 && text.length >= 3 ? starting[0] : undefined;
}
