import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { questionsWrittenBefore } from '#tests/support/eval/splits-written-before.ts';
import { HELD_OUT_V16_SET } from './held-out-v16-set.ts';

/**
 * Checks the sixteenth held-out split (held-out-v16, 2026-12-01) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v16',
  items: HELD_OUT_V16_SET,
  others: questionsWrittenBefore('held-out-v16'),
  minFamilies: 90,
  minQuestions: 360,
});
