import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { questionsWrittenBefore } from '#tests/support/eval/splits-written-before.ts';
import { HELD_OUT_V10_SET } from './held-out-v10-set.ts';

/**
 * Checks the tenth held-out split (held-out-v10, 2026-11-29) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v10',
  items: HELD_OUT_V10_SET,
  others: questionsWrittenBefore('held-out-v10'),
  minFamilies: 85,
  minQuestions: 340,
});
