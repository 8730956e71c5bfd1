import { useMemo } from 'react';
import type { z } from '#contract/zod.ts';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * The params a route declares, out of the search its router hands it, without parsing again.
 * The router parses the URL once with the route's `validateSearch`, then merges the result over
 * the raw params of the whole URL, so a param the route does not declare
 * (`/single-carrier?carriers=[[]]`) would otherwise reach its loader unvalidated. Every declared
 * key is already the schema's output: picking them is enough.
 */
export function declaredSearch<S extends ObjectSchema>(
  schema: S,
  search: Record<string, unknown>,
): z.output<S> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (Object.hasOwn(search, key)) picked[key] = search[key];
  }
  return picked as z.output<S>;
}

/** declaredSearch for a route component, recomputed only when the search object changes. */
export function useDeclaredSearch<S extends ObjectSchema>(
  schema: S,
  search: Record<string, unknown>,
): z.output<S> {
  return useMemo(() => declaredSearch(schema, search), [schema, search]);
}

/**
 * A route loader's search: the navigation's URL params, validated by `schema` (the route's own
 * `validateSearch`, or the part of it the loader needs). Pages read their search here and declare
 * no `loaderDeps`: loader deps are part of the router's match id, so a page that changed its own
 * search (a filter, a sort, a page) became a new match, and when the navigation took longer than
 * the router's `pendingMs` (a busy machine) the router hid the page behind its skeleton, and the
 * field being used lost its focus. With one match per page, the page stays on screen and its
 * suspense queries keep the figures until the new ones arrive (route-data.ts).
 */
export function loaderSearch<S extends ObjectSchema>(
  schema: S,
  location: { search: unknown },
): z.output<S> {
  return schema.parse(location.search);
}
