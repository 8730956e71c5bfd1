import { expect } from 'vitest';
import type { Vocabulary } from '#server/domain/queries/translate/load-vocabulary.ts';
import {
  type ParsedQuestion,
  parseQuestion,
  STRUCTURAL_CAP,
} from '#server/domain/queries/translate/parse-question.ts';

/**
 * The question translator's grammar tests read questions the same way: `read` parses, `sql` the
 * SQL of a question that must parse, `warned` its warning and confidence, `capped` expects a
 * warning containing `note` and the confidence at or below the structural cap, `clear` expects no
 * warning and a confidence above it.
 */
export function questionReader(vocabulary: Vocabulary) {
  const read = (text: string): ParsedQuestion => parseQuestion(text, vocabulary);
  const sql = (text: string): string => {
    const parsed = read(text);
    if (!parsed.ok) throw new Error(parsed.failReason);
    return parsed.sql;
  };
  const warned = (text: string): { warning: string; confidence: number } => {
    const parsed = read(text);
    if (!parsed.ok) throw new Error(parsed.failReason);
    return { warning: parsed.warning, confidence: parsed.confidence };
  };
  const capped = (text: string, note: string): void => {
    const reading = warned(text);
    expect(reading.warning, text).toContain(note);
    expect(reading.confidence, text).toBeLessThanOrEqual(STRUCTURAL_CAP);
  };
  const clear = (text: string): void => {
    const reading = warned(text);
    expect(reading.warning, text).toBe('');
    expect(reading.confidence, text).toBeGreaterThan(STRUCTURAL_CAP);
  };
  return { read, sql, warned, capped, clear };
}
