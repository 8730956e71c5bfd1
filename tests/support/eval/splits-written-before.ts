import { DEV_SET } from '#server/domain/queries/eval/dev-set.ts';
import { DEV2_SET } from '#server/domain/queries/eval/dev2-set.ts';
import { DEV3_SET } from '#server/domain/queries/eval/dev3-set.ts';
import { DEV4_SET } from '#server/domain/queries/eval/dev4-set.ts';
import { DEV5_SET } from '#server/domain/queries/eval/dev5-set.ts';
import { DEV6_SET } from '#server/domain/queries/eval/dev6-set.ts';
import type { EvalItem } from '#server/domain/queries/eval/eval-types.ts';
import { HELD_OUT_SET } from '#server/domain/queries/eval/held-out/held-out-set.ts';
import { HELD_OUT_V2_SET } from '#server/domain/queries/eval/held-out-v2/held-out-v2-set.ts';
import { HELD_OUT_V3_SET } from '#server/domain/queries/eval/held-out-v3/held-out-v3-set.ts';
import { HELD_OUT_V4_SET } from '#server/domain/queries/eval/held-out-v4/held-out-v4-set.ts';
import { HELD_OUT_V5_SET } from '#server/domain/queries/eval/held-out-v5/held-out-v5-set.ts';
import { HELD_OUT_V6_SET } from '#server/domain/queries/eval/held-out-v6/held-out-v6-set.ts';
import { HELD_OUT_V7_SET } from '#server/domain/queries/eval/held-out-v7/held-out-v7-set.ts';
import { HELD_OUT_V8_SET } from '#server/domain/queries/eval/held-out-v8/held-out-v8-set.ts';
import { HELD_OUT_V9_SET } from '#server/domain/queries/eval/held-out-v9/held-out-v9-set.ts';
import { HELD_OUT_V10_SET } from '#server/domain/queries/eval/held-out-v10/held-out-v10-set.ts';
import { HELD_OUT_V11_SET } from '#server/domain/queries/eval/held-out-v11/held-out-v11-set.ts';
import { HELD_OUT_V12_SET } from '#server/domain/queries/eval/held-out-v12/held-out-v12-set.ts';
import { HELD_OUT_V13_SET } from '#server/domain/queries/eval/held-out-v13/held-out-v13-set.ts';
import { HELD_OUT_V14_SET } from '#server/domain/queries/eval/held-out-v14/held-out-v14-set.ts';
import { HELD_OUT_V15_SET } from '#server/domain/queries/eval/held-out-v15/held-out-v15-set.ts';
import { HELD_OUT_V16_SET } from '#server/domain/queries/eval/held-out-v16/held-out-v16-set.ts';
import { HELD_OUT_V17_SET } from '#server/domain/queries/eval/held-out-v17/held-out-v17-set.ts';
import { HELD_OUT_V18_SET } from '#server/domain/queries/eval/held-out-v18/held-out-v18-set.ts';
import { TUNING_SET } from '#server/domain/queries/eval/tuning-set.ts';

/** Every split of the evaluation, in the order they were written (dev6 came after held-out v5). */
const SPLITS_IN_ORDER_WRITTEN: readonly (readonly [string, readonly EvalItem[]])[] = [
  ['tuning', TUNING_SET],
  ['dev', DEV_SET],
  ['dev2', DEV2_SET],
  ['dev3', DEV3_SET],
  ['dev4', DEV4_SET],
  ['dev5', DEV5_SET],
  ['held-out', HELD_OUT_SET],
  ['held-out-v2', HELD_OUT_V2_SET],
  ['held-out-v3', HELD_OUT_V3_SET],
  ['held-out-v4', HELD_OUT_V4_SET],
  ['held-out-v5', HELD_OUT_V5_SET],
  ['dev6', DEV6_SET],
  ['held-out-v6', HELD_OUT_V6_SET],
  ['held-out-v7', HELD_OUT_V7_SET],
  ['held-out-v8', HELD_OUT_V8_SET],
  ['held-out-v9', HELD_OUT_V9_SET],
  ['held-out-v10', HELD_OUT_V10_SET],
  ['held-out-v11', HELD_OUT_V11_SET],
  ['held-out-v12', HELD_OUT_V12_SET],
  ['held-out-v13', HELD_OUT_V13_SET],
  ['held-out-v14', HELD_OUT_V14_SET],
  ['held-out-v15', HELD_OUT_V15_SET],
  ['held-out-v16', HELD_OUT_V16_SET],
  ['held-out-v17', HELD_OUT_V17_SET],
  ['held-out-v18', HELD_OUT_V18_SET],
];

/**
 * The questions of every split written before `split` (a held-out split's test checks that it
 * repeats none of them). A new split goes at the end of the list above.
 */
export function questionsWrittenBefore(split: string): EvalItem[] {
  const index = SPLITS_IN_ORDER_WRITTEN.findIndex(([name]) => name === split);
  if (index === -1) throw new Error(`${split} is not in the list of splits`);
  return SPLITS_IN_ORDER_WRITTEN.slice(0, index).flatMap(([, items]) => items);
}
