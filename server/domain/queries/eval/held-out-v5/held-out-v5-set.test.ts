import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { questionsWrittenBefore } from '#tests/support/eval/splits-written-before.ts';
import { HELD_OUT_V5_SET } from './held-out-v5-set.ts';

/**
 * Checks the fifth held-out split (held-out-v5, 2026-11-29) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v5',
  items: HELD_OUT_V5_SET,
  others: questionsWrittenBefore('held-out-v5'),
  minFamilies: 55,
  minQuestions: 230,
});
