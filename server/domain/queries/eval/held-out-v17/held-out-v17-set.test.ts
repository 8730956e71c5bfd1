import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { questionsWrittenBefore } from '#tests/support/eval/splits-written-before.ts';
import { HELD_OUT_V17_SET } from './held-out-v17-set.ts';

/**
 * Checks the seventeenth held-out split (held-out-v17, 2026-12-02) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v17',
  items: HELD_OUT_V17_SET,
  others: questionsWrittenBefore('held-out-v17'),
  minFamilies: 90,
  minQuestions: 360,
});
