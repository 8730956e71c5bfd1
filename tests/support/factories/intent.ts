import { emptyIntent, type Intent } from '#server/domain/queries/translate/intent.ts';

/**
 * A translator reading with nothing in it but `over` (see `emptyIntent`). For tests of the
 * translator's checks and SQL that start from a reading rather than a question.
 */
export const buildIntent = (over: Partial<Intent> = {}): Intent => ({ ...emptyIntent(), ...over });
