import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { declaredSearch } from './declared-search.ts';
import { singleCarrierSearchSchema } from './route-search-schemas.ts';

describe('declaredSearch', () => {
  it('keeps only the params the route declares', () => {
    const merged = { carrier: 'Acme', carriers: [[]], constructor: '/filings', states: ['TX'] };
    expect(declaredSearch(singleCarrierSearchSchema, merged)).toEqual({
      carrier: 'Acme',
      states: ['TX'],
    });
  });

  it('does not parse: the router already did', () => {
    const parse = vi.spyOn(singleCarrierSearchSchema, 'parse');
    const safeParse = vi.spyOn(singleCarrierSearchSchema, 'safeParse');
    declaredSearch(singleCarrierSearchSchema, { carrier: 'Acme' });
    expect(parse).not.toHaveBeenCalled();
    expect(safeParse).not.toHaveBeenCalled();
    parse.mockRestore();
    safeParse.mockRestore();
  });
});

describe('one navigation', () => {
  // The router itself runs validateSearch once per matching pass (three on a first load); the
  // route's loaderDeps and component add no parse of their own.
  it('parses the URL search only in validateSearch; the loader gets the declared params', async () => {
    const parse = vi.spyOn(singleCarrierSearchSchema, 'parse');
    const validate = vi.fn((raw: Record<string, unknown>) => singleCarrierSearchSchema.parse(raw));
    const loader = vi.fn();
    const rootRoute = createRootRoute();
    const route = createRoute({
      getParentRoute: () => rootRoute,
      path: '/single-carrier',
      validateSearch: validate,
      loaderDeps: ({ search }) => declaredSearch(singleCarrierSearchSchema, search),
      loader: ({ deps }) => loader(deps),
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([route]),
      history: createMemoryHistory({
        initialEntries: ['/single-carrier?carrier=%22Acme%22&carriers=%5B%5B%5D%5D'],
      }),
    });
    await router.load();
    expect(validate).toHaveBeenCalled();
    expect(parse).toHaveBeenCalledTimes(validate.mock.calls.length);
    expect(loader).toHaveBeenCalledWith({ carrier: 'Acme' });
    parse.mockRestore();
  });
});
