/**
 * Files allowed to break a checker rule for now, by rule. Each entry must still break it: the
 * checker reports an exclusion that no longer matches a violation, so stale entries get removed.
 */
export const LAYER_EXCLUSIONS: Readonly<Record<string, readonly string[]>> = {};
