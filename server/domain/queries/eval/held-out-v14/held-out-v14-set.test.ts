import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { questionsWrittenBefore } from '#tests/support/eval/splits-written-before.ts';
import { HELD_OUT_V14_SET } from './held-out-v14-set.ts';

/**
 * Checks the fourteenth held-out split (held-out-v14, 2026-11-30) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v14',
  items: HELD_OUT_V14_SET,
  others: questionsWrittenBefore('held-out-v14'),
  minFamilies: 90,
  minQuestions: 360,
});
