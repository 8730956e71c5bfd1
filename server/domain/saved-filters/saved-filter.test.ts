import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SavedFiltersTable } from '#server/db/schema.ts';
import { toSavedFilter, UUID_PATTERN } from './saved-filter.ts';

const row = (over: Partial<Selectable<SavedFiltersTable>> = {}): Selectable<SavedFiltersTable> => ({
  id: '0b7f1c0e-2f4a-4d8e-9a51-3c2d1e0f9a8b',
  user_id: 'user-1',
  name: 'Texas autos',
  carriers: ['Alpha'],
  lines_of_business: ['19.0 Personal Auto'],
  states: ['TX'],
  sub_tois: [],
  disposition_statuses: [],
  filing_types: [],
  companies: [],
  product_names: [],
  rating_factors: [],
  start_date: null,
  end_date: null,
  date_basis: null,
  population: null,
  page: 'filings',
  sort_field: null,
  sort_direction: null,
  columns: [],
  search: '',
  organization_id: null,
  visibility: 'private',
  created_at: new Date('2024-01-02T03:04:05Z'),
  updated_at: new Date('2024-01-02T03:04:05Z'),
  ...over,
});

describe('toSavedFilter', () => {
  it('maps the row to the domain shape, leaving defaults and missing dates out', () => {
    expect(toSavedFilter(row())).toEqual({
      id: '0b7f1c0e-2f4a-4d8e-9a51-3c2d1e0f9a8b',
      name: 'Texas autos',
      userId: 'user-1',
      filters: {
        carriers: ['Alpha'],
        linesOfBusiness: ['19.0 Personal Auto'],
        states: ['TX'],
        subTois: [],
        dispositionStatuses: [],
        filingTypes: [],
        companies: [],
        productNames: [],
        ratingFactors: [],
      },
      page: 'filings',
      sort: null,
      columns: [],
      search: '',
      sharing: {
        ownerUserId: 'user-1',
        organizationId: null,
        visibility: 'private',
        ownerName: '',
      },
      createdAt: new Date('2024-01-02T03:04:05Z'),
      updatedAt: new Date('2024-01-02T03:04:05Z'),
    });
  });

  it('keeps dates, a non-default date basis and population', () => {
    const { filters } = toSavedFilter(
      row({
        start_date: '2024-01-01',
        end_date: '2024-12-31',
        date_basis: 'submitted',
        population: 'all',
      }),
    );
    expect(filters).toMatchObject({
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      dateBasis: 'submitted',
      population: 'all',
    });
  });

  it('drops the default basis and population and any unknown stored value', () => {
    for (const [date_basis, population] of [
      ['effective', 'rate_changes'],
      ['someday', 'everyone'],
    ]) {
      const { filters } = toSavedFilter(row({ date_basis, population }));
      expect(filters).not.toHaveProperty('dateBasis');
      expect(filters).not.toHaveProperty('population');
    }
  });

  it('reads timestamps given as text', () => {
    const saved = toSavedFilter(row({ created_at: '2024-05-06T07:08:09Z' as unknown as Date }));
    expect(saved.createdAt).toEqual(new Date('2024-05-06T07:08:09Z'));
  });
});

describe('UUID_PATTERN', () => {
  it('takes a UUID in either case, and nothing else', () => {
    expect(UUID_PATTERN.test('0B7F1C0E-2F4A-4D8E-9A51-3C2D1E0F9A8B')).toBe(true);
    expect(UUID_PATTERN.test('0b7f1c0e2f4a4d8e9a513c2d1e0f9a8b')).toBe(false);
    expect(UUID_PATTERN.test(' 0b7f1c0e-2f4a-4d8e-9a51-3c2d1e0f9a8b')).toBe(false);
    expect(UUID_PATTERN.test("1' or '1'='1")).toBe(false);
  });
});
