import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { questionsWrittenBefore } from '#tests/support/eval/splits-written-before.ts';
import { HELD_OUT_V15_SET } from './held-out-v15-set.ts';

/**
 * Checks the fifteenth held-out split (held-out-v15, 2026-11-30) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v15',
  items: HELD_OUT_V15_SET,
  others: questionsWrittenBefore('held-out-v15'),
  minFamilies: 90,
  minQuestions: 360,
});
