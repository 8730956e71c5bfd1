import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { questionsWrittenBefore } from '#tests/support/eval/splits-written-before.ts';
import { HELD_OUT_V9_SET } from './held-out-v9-set.ts';

/**
 * Checks the ninth held-out split (held-out-v9, 2026-11-29) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v9',
  items: HELD_OUT_V9_SET,
  others: questionsWrittenBefore('held-out-v9'),
  minFamilies: 75,
  minQuestions: 300,
});
