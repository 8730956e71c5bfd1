import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { questionsWrittenBefore } from '#tests/support/eval/splits-written-before.ts';
import { HELD_OUT_V8_SET } from './held-out-v8-set.ts';

/**
 * Checks the eighth held-out split (held-out-v8, 2026-11-29) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v8',
  items: HELD_OUT_V8_SET,
  others: questionsWrittenBefore('held-out-v8'),
  minFamilies: 64,
  minQuestions: 260,
});
