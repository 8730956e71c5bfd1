import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { declaredSearch, loaderSearch } from './declared-search.ts';
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

describe('loaderSearch, one navigation', () => {
  const start = '/single-carrier?carrier=%22Acme%22&carriers=%5B%5B%5D%5D';
  function singleCarrierRouter(loader: (search: unknown) => void) {
    const rootRoute = createRootRoute();
    const route = createRoute({
      getParentRoute: () => rootRoute,
      path: '/single-carrier',
      validateSearch: singleCarrierSearchSchema,
      loader: ({ location }) => loader(loaderSearch(singleCarrierSearchSchema, location)),
    });
    return createRouter({
      routeTree: rootRoute.addChildren([route]),
      history: createMemoryHistory({ initialEntries: [start] }),
    });
  }

  it('gives the loader the declared params, validated', async () => {
    const loader = vi.fn();
    await singleCarrierRouter(loader).load();
    expect(loader).toHaveBeenCalledWith({ carrier: 'Acme' });
  });

  // A page whose own search changes stays one match: a new match is pending until it loads, and
  // on a slow navigation the router showed the page's skeleton in its place (focus lost).
  it('keeps one match of the page when its search changes, and loads the new search', async () => {
    const loader = vi.fn();
    const router = singleCarrierRouter(loader);
    await router.load();
    const before = router.state.matches.map((match) => match.id);
    // The page changes its search (the router's navigate does this, then loads).
    router.history.push('/single-carrier?carrier=%22Zenith%22&states=%5B%22TX%22%5D');
    await router.load();
    expect(router.state.matches.map((match) => match.id)).toEqual(before);
    expect(router.state.location.search).toMatchObject({ carrier: 'Zenith' });
    expect(loader).toHaveBeenLastCalledWith({ carrier: 'Zenith', states: ['TX'] });
  });

  it('is how every page route reads its search: none declares loader deps', () => {
    const routes = new URL('../../routes/', import.meta.url).pathname;
    const withDeps = readdirSync(routes, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) => readFileSync(join(routes, file), 'utf8').includes('loaderDeps'));
    expect(withDeps).toEqual([]);
  });
});
