import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { questionsWrittenBefore } from '#tests/support/eval/splits-written-before.ts';
import { HELD_OUT_V11_SET } from './held-out-v11-set.ts';

/**
 * Checks the eleventh held-out split (held-out-v11, 2026-11-30) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v11',
  items: HELD_OUT_V11_SET,
  others: questionsWrittenBefore('held-out-v11'),
  minFamilies: 85,
  minQuestions: 340,
});
