import { describe, expect, it } from 'vitest';
import { formKeyword } from './field-labels.ts';
import { labelMatcher, normalizeLabel } from './match-label.ts';

describe('labelMatcher', () => {
  const match = labelMatcher([
    { key: 'tn', exact: ['SERFF Tr Num'], synonyms: ['SERFF Filing Number'] },
    { key: 'state', exact: ['State'], synonyms: ['Jurisdiction'] },
  ]);
  it('tells exact wording, synonyms and near misses apart', () => {
    expect(match('SERFF Tr Num')).toEqual({ key: 'tn', quality: 'exact' });
    expect(match('serff filing number')).toEqual({ key: 'tn', quality: 'synonym' });
    expect(match('SERFF Filng Number')).toEqual({ key: 'tn', quality: 'fuzzy' });
    expect(match('Jurisdiction')).toEqual({ key: 'state', quality: 'synonym' });
  });
  it('reads abbreviated words as the words they stand for', () => {
    expect(normalizeLabel('Co Tr No.')).toBe('company tracking number');
    expect(match('SERFF Tracking #')).toEqual({ key: 'tn', quality: 'exact' });
    expect(match('SERFF Trk Nbr')).toEqual({ key: 'tn', quality: 'exact' });
  });
  it('does not stretch short labels into others', () => {
    expect(match('Stat')).toBeNull();
    expect(match('State Status')).toBeNull();
  });
  it('normalizes punctuation and #', () => {
    expect(normalizeLabel('SERFF Tracking #:')).toBe('serff tracking number');
  });
  it('falls back on key words for short labels of unknown wording, when given them', () => {
    const forms = labelMatcher([{ key: 'state', exact: ['State'], synonyms: [] }], formKeyword);
    expect(forms('Proposed Effective Date (New Business)')).toEqual({
      key: 'effective_date_new',
      quality: 'keyword',
    });
    expect(forms('Decision Date')).toEqual({ key: 'disposition_date', quality: 'keyword' });
    expect(forms('Department Filing No.')).toEqual({
      key: 'state_tracking_number',
      quality: 'keyword',
    });
    expect(forms('The effective date of the new rates is set out in the manual')).toBeNull();
  });
});
