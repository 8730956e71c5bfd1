import { useMemo } from 'react';
import type { z } from '#contract/zod.ts';

/**
 * A route's search params as its own schema reads them, and nothing else. TanStack Router hands
 * every route the raw params of the whole URL merged with its validated ones, so a param the
 * route does not declare (`/single-carrier?carriers=[[]]`) would reach its loader unvalidated.
 */
export function strictSearch<S extends z.ZodType>(schema: S, search: unknown): z.output<S> {
  return schema.parse(search);
}

/** strictSearch for a route component, recomputed only when the search object changes. */
export function useStrictSearch<S extends z.ZodType>(schema: S, search: unknown): z.output<S> {
  return useMemo(() => schema.parse(search), [schema, search]);
}
