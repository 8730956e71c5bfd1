/** The kinds of item TeamService shares, lists and audits (each in its table: shareable-items.ts). */
export const SHARED_ITEM_KINDS = ['saved_view', 'brief', 'watchlist'] as const;
export type SharedItemKind = (typeof SHARED_ITEM_KINDS)[number];
