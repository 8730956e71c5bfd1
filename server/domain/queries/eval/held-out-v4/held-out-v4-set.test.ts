import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { questionsWrittenBefore } from '#tests/support/eval/splits-written-before.ts';
import { HELD_OUT_V4_SET } from './held-out-v4-set.ts';

/**
 * Checks the fourth held-out split (held-out-v4, 2026-11-28) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v4',
  items: HELD_OUT_V4_SET,
  others: questionsWrittenBefore('held-out-v4'),
  minFamilies: 55,
  minQuestions: 230,
});
