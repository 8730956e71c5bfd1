import { describe, expect, it } from 'vitest';
import {
  classifyObjectionThemes,
  OBJECTION_THEMES,
  objectionThemesOf,
  themePatternForPostgres,
} from './objection-theme-rules.ts';

describe('classifyObjectionThemes', () => {
  it('finds each theme by its words, in catalogue order', () => {
    expect(
      classifyObjectionThemes(
        'Provide a red-lined copy of the manual and the dislocation histogram.',
      ),
    ).toEqual([
      'Missing policyholder rate-change histogram',
      'Side-by-side comparison of rates requested',
    ]);
    expect(classifyObjectionThemes('Explain the increased limits factors.')).toEqual([
      'Increased limits factor changes not justified',
    ]);
    expect(classifyObjectionThemes('Please reconcile the written premium change.')).toEqual([
      'Premium impact and data anomalies',
    ]);
  });

  it('matches TOI as a word only', () => {
    expect(classifyObjectionThemes('The sub-TOI is wrong.')).toEqual([
      'Wrong TOI, sub-TOI or filing type',
    ]);
    expect(classifyObjectionThemes('The toilet is fine.')).toEqual([]);
  });

  it('has one theme per rule, all distinct', () => {
    expect(new Set(OBJECTION_THEMES).size).toBe(OBJECTION_THEMES.length);
    expect(OBJECTION_THEMES).toHaveLength(8);
  });
});

describe('objectionThemesOf', () => {
  it('prefers the stored themes, split on "; "', () => {
    expect(objectionThemesOf('Theme A; Theme B', 'histogram')).toEqual(['Theme A', 'Theme B']);
  });

  it('classifies the letter when nothing is stored', () => {
    expect(objectionThemesOf(null, 'Provide the histogram.')).toEqual([
      'Missing policyholder rate-change histogram',
    ]);
    expect(objectionThemesOf('', 'Provide the histogram.')).toEqual([
      'Missing policyholder rate-change histogram',
    ]);
  });
});

describe('themePatternForPostgres', () => {
  it('writes word boundaries as PostgreSQL does and knows only catalogue themes', () => {
    expect(themePatternForPostgres('Wrong TOI, sub-TOI or filing type')).toBe(
      '\\ysub-?toi\\y|\\ytoi\\y|filing type|certificate of authority|cloned',
    );
    expect(themePatternForPostgres('Not a theme')).toBeUndefined();
  });
});
