import { create } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { filingsSearchSchema } from '#app/lib/search/filings-search-schema.ts';
import { DateSchema, FilingFiltersSchema, SortDirection } from '#gen/ratefiling/v1/common_pb.ts';
import {
  activeFilterKeys,
  dateParamToProto,
  filtersToSearch,
  protoDateToParam,
  searchToFilters,
  searchToListRequest,
  withoutFilter,
} from './filings-request.ts';

describe('dates', () => {
  it('fills missing parts with 0 and drops a date without a year', () => {
    expect(dateParamToProto({ year: 2024, month: 3, day: 5 })).toEqual({
      year: 2024,
      month: 3,
      day: 5,
    });
    expect(dateParamToProto({ year: 2024, month: undefined, day: 9 })).toEqual({
      year: 2024,
      month: 0,
      day: 0,
    });
    expect(dateParamToProto({ year: undefined, month: 3, day: 5 })).toBeUndefined();
    expect(dateParamToProto(undefined)).toBeUndefined();
  });
  it('reads a proto date back, treating 0 as missing', () => {
    expect(protoDateToParam(create(DateSchema, { year: 2024, month: 6 }))).toEqual({
      year: 2024,
      month: 6,
      day: undefined,
    });
    expect(protoDateToParam(create(DateSchema, {}))).toBeUndefined();
  });
});

describe('searchToListRequest', () => {
  it('maps the defaults', () => {
    const request = searchToListRequest(filingsSearchSchema.parse({}));
    expect(request).toEqual({
      filters: {},
      sort: { field: 'written_premium_change', direction: SortDirection.DESCENDING },
      pagination: { page: 1, pageSize: 10 },
    });
  });
  it('maps every filter, sort and page', () => {
    const search = filingsSearchSchema.parse({
      sort: { field: 'rate-impact', direction: 'ascending' },
      pagination: { page: 3, pageSize: 50 },
      startDate: { year: 2024, month: 1, day: 1 },
      endDate: { year: 2024, month: 12 },
      carriers: ['Travelers', 'Allstate'],
      linesOfBusiness: ['19.0 Personal Auto'],
      states: ['TX'],
      subTois: ['19.0001 Private Passenger Auto'],
      dispositionStatuses: ['Approved'],
      filingTypes: ['Rate'],
      companies: ['Allstate Fire and Casualty'],
      productNames: ['Auto Elite'],
    });
    expect(searchToListRequest(search)).toEqual({
      filters: {
        startDate: { year: 2024, month: 1, day: 1 },
        endDate: { year: 2024, month: 12, day: 0 },
        carriers: ['Allstate', 'Travelers'],
        linesOfBusiness: ['19.0 Personal Auto'],
        states: ['TX'],
        subTois: ['19.0001 Private Passenger Auto'],
        dispositionStatuses: ['Approved'],
        filingTypes: ['Rate'],
        companies: ['Allstate Fire and Casualty'],
        productNames: ['Auto Elite'],
      },
      sort: { field: 'rate_impact', direction: SortDirection.ASCENDING },
      pagination: { page: 3, pageSize: 50 },
    });
  });
  it('gives equal filters in another order the same request', () => {
    const a = searchToFilters({ states: ['TX', 'CA'] });
    const b = searchToFilters({ states: ['CA', 'TX'] });
    expect(a).toEqual(b);
  });
});

describe('filtersToSearch', () => {
  it('round-trips saved api filters into a search', () => {
    const filters = create(FilingFiltersSchema, {
      startDate: { year: 2023, month: 1, day: 1 },
      carriers: ['Allstate'],
      states: ['TX', 'OK'],
    });
    const search = filtersToSearch(filters);
    expect(search).toMatchObject({
      startDate: { year: 2023, month: 1, day: 1 },
      endDate: undefined,
      carriers: ['Allstate'],
      states: ['TX', 'OK'],
      companies: undefined,
    });
    expect(searchToFilters(search)).toEqual({
      startDate: { year: 2023, month: 1, day: 1 },
      carriers: ['Allstate'],
      states: ['OK', 'TX'],
    });
  });
});

describe('active filters', () => {
  it('lists the filters in use and removes one', () => {
    const search = { states: ['TX'], endDate: { year: 2020 }, carriers: undefined };
    expect(activeFilterKeys(search)).toEqual(['dateRange', 'states']);
    expect(activeFilterKeys(withoutFilter(search, 'dateRange'))).toEqual(['states']);
    expect(activeFilterKeys(withoutFilter(search, 'states'))).toEqual(['dateRange']);
  });
});

describe('the tracking-number filter', () => {
  it('goes to the api as a sorted list and back to the URL as readable text', () => {
    const search = filingsSearchSchema.parse({ tracking: 'sfma-134393024,ALSE-G134016536' });
    expect(search.tracking).toBe('SFMA-134393024,ALSE-G134016536');
    expect(searchToFilters(search)).toEqual({
      trackingNumbers: ['ALSE-G134016536', 'SFMA-134393024'],
    });
    const back = filtersToSearch(
      create(FilingFiltersSchema, { trackingNumbers: ['ALSE-G134016536', 'SFMA-134393024'] }),
    );
    expect(back.tracking).toBe('ALSE-G134016536,SFMA-134393024');
  });

  it('counts as an active filter and can be removed alone', () => {
    const search = { states: ['TX'], tracking: 'SFMA-134393024' };
    expect(activeFilterKeys(search)).toEqual(['states', 'tracking']);
    expect(activeFilterKeys(withoutFilter(search, 'tracking'))).toEqual(['states']);
  });
});
