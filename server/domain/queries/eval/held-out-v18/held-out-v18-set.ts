import type { EvalItem } from '#server/domain/queries/eval/eval-types.ts';
import { HELD_OUT_V18_PART_A } from './held-out-v18-part-a.ts';
import { HELD_OUT_V18_PART_B } from './held-out-v18-part-b.ts';

/**
 * Held-out v18 (2026-12-02): a blind split written in two parts by two helper sessions that do not
 * tune the translator (see README.md). Whoever tunes must not open, grep or search this folder.
 */
export const HELD_OUT_V18_SET: EvalItem[] = [...HELD_OUT_V18_PART_A, ...HELD_OUT_V18_PART_B];
