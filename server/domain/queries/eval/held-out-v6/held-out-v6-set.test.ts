import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { questionsWrittenBefore } from '#tests/support/eval/splits-written-before.ts';
import { HELD_OUT_V6_SET } from './held-out-v6-set.ts';

/**
 * Checks the sixth held-out split (held-out-v6, 2026-11-29) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v6',
  items: HELD_OUT_V6_SET,
  others: questionsWrittenBefore('held-out-v6'),
  minFamilies: 60,
  minQuestions: 250,
});
