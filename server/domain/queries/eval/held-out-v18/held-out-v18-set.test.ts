import { describeHeldOutSplit } from '#tests/support/eval/describe-held-out-split.ts';
import { questionsWrittenBefore } from '#tests/support/eval/splits-written-before.ts';
import { HELD_OUT_V18_SET } from './held-out-v18-set.ts';

/**
 * Checks the eighteenth held-out split (held-out-v18, 2026-12-02) as a whole, not the translator:
 * its two parts together (each part's own test checks its categories' counts). It reads the other
 * splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
describeHeldOutSplit({
  name: 'held-out v18',
  items: HELD_OUT_V18_SET,
  others: questionsWrittenBefore('held-out-v18'),
  minFamilies: 90,
  minQuestions: 360,
});
