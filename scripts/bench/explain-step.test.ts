import { describe, expect, it } from 'vitest';
import { parseExplainOutput } from './explain-step.ts';

describe('parseExplainOutput', () => {
  const plan = [{ Plan: {}, 'Planning Time': 0.2, 'Execution Time': 1.5 }];

  it('reads the times from parsed json (node-postgres) or text (PGlite)', () => {
    expect(parseExplainOutput([{ 'QUERY PLAN': plan }])).toEqual({
      executionMs: 1.5,
      planningMs: 0.2,
    });
    expect(parseExplainOutput([{ 'QUERY PLAN': JSON.stringify(plan) }])).toEqual({
      executionMs: 1.5,
      planningMs: 0.2,
    });
  });

  it('fails on anything else', () => {
    expect(() => parseExplainOutput([])).toThrow();
  });
});
