/**
 * Why a caller may not do something to a shared item:
 * - not-found: it does not exist or the caller may not read it (its existence is not revealed);
 * - forbidden: the caller reads it but may not do this (a member and a teammate's shared item);
 * - no-organization: sharing needs an active organization.
 */
export type ItemAccessFailure = 'not-found' | 'forbidden' | 'no-organization';

export type ItemAccessResult<T> = { ok: true; value: T } | { ok: false; reason: ItemAccessFailure };

export const refused = (reason: ItemAccessFailure): { ok: false; reason: ItemAccessFailure } => ({
  ok: false,
  reason,
});
