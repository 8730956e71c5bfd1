import { DEV_SET } from '#server/domain/queries/eval/dev-set.ts';
import { DEV2_SET } from '#server/domain/queries/eval/dev2-set.ts';
import { DEV3_SET } from '#server/domain/queries/eval/dev3-set.ts';
import { DEV4_SET } from '#server/domain/queries/eval/dev4-set.ts';
import { DEV5_SET } from '#server/domain/queries/eval/dev5-set.ts';
import { DEV6_SET } from '#server/domain/queries/eval/dev6-set.ts';
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
import { TUNING_SET } from '#server/domain/queries/eval/tuning-set.ts';
import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { HELD_OUT_V13_SET } from './held-out-v13-set.ts';

/**
 * Checks the thirteenth held-out split (held-out-v13, 2026-11-30) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v13',
  items: HELD_OUT_V13_SET,
  others: [
    ...TUNING_SET,
    ...DEV_SET,
    ...DEV2_SET,
    ...DEV3_SET,
    ...DEV4_SET,
    ...DEV5_SET,
    ...DEV6_SET,
    ...HELD_OUT_SET,
    ...HELD_OUT_V2_SET,
    ...HELD_OUT_V3_SET,
    ...HELD_OUT_V4_SET,
    ...HELD_OUT_V5_SET,
    ...HELD_OUT_V6_SET,
    ...HELD_OUT_V7_SET,
    ...HELD_OUT_V8_SET,
    ...HELD_OUT_V9_SET,
    ...HELD_OUT_V10_SET,
    ...HELD_OUT_V11_SET,
    ...HELD_OUT_V12_SET,
  ],
  minFamilies: 90,
  minQuestions: 360,
});
