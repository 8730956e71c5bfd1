import { describe, expect, it } from 'vitest';
import { companyPaths, describePath, highlightTermOf, levelPaths } from './citation-paths.ts';

describe('citation paths', () => {
  it('names the paths of a company row and a factor level', () => {
    expect(companyPaths('Acme')).toContain('company[Acme].rate_impact');
    expect(levelPaths('Driver Age', '16-17')).toEqual([
      'factor[Driver Age].level[16-17]',
      'factor[Driver Age].level[16-17].before',
      'factor[Driver Age].level[16-17].after',
    ]);
  });

  it('describes a path in words', () => {
    expect(describePath('filing.disposition_status')).toBe('status');
    expect(describePath('company[Acme Insurance Company].rate_impact')).toBe(
      'rate impact of Acme Insurance Company',
    );
    expect(describePath('overall.written_premium_for_program')).toBe('overall written premium');
    expect(describePath('factor[Driver Age].level[16-17].after')).toBe(
      'Driver Age 16-17 relativity after',
    );
  });

  it('highlights numbers as printed, grouped by thousands', () => {
    expect(highlightTermOf('1250000')).toBe('1,250,000');
    expect(highlightTermOf('-12.5')).toBe('12.5');
    expect(highlightTermOf('Texas')).toBe('Texas');
  });
});
