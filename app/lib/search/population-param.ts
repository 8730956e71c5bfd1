import { API_LIMITS } from '#contract/api-limits.ts';
import {
  DATE_BASES,
  type DateBasis,
  POPULATIONS,
  type Population,
} from '#contract/filings/filter-fields.ts';
import { type KebabCase, toKebabCase } from '#contract/kebab-case.ts';
import { z } from '#contract/zod.ts';

/** `dateBasis`: which date the date range reads; absent (or unknown) is the effective date. */
export const DATE_BASIS_PARAMS = DATE_BASES;
export type DateBasisParam = DateBasis;
export const dateBasisParamSchema = z.enum(DATE_BASIS_PARAMS).optional().catch(undefined);

/** `population`: which filings analytics count; absent (or unknown) is the rate changes. */
export type PopulationParam = KebabCase<Population>;
export const POPULATION_PARAMS = POPULATIONS.map(toKebabCase);
export const populationParamSchema = z.enum(POPULATION_PARAMS).optional().catch(undefined);

/** The api's default and largest minimum of filings of a top-list entry. */
export const { defaultMinFilings: DEFAULT_MIN_FILINGS, maxMinFilings: MAX_MIN_FILINGS } =
  API_LIMITS;

/** `minFilings`: a top list's minimum of filings per entry, 1 to 10,000; else the default. */
export const minFilingsParamSchema = z
  .number()
  .int()
  .min(1)
  .max(MAX_MIN_FILINGS)
  .optional()
  .catch(undefined);

/** The parameters every analytics page adds to its filters. */
export const analyticsScopeParams = {
  dateBasis: dateBasisParamSchema,
  population: populationParamSchema,
  minFilings: minFilingsParamSchema,
};

/** proto DateBasis of a URL value (UNSPECIFIED for the default). */
export function dateBasisToProto(basis: DateBasisParam | undefined): 0 | 2 | 3 {
  if (basis === 'submitted') return 2;
  if (basis === 'disposition') return 3;
  return 0;
}

/** proto Population of a URL value (UNSPECIFIED for the default). */
export function populationToProto(population: PopulationParam | undefined): 0 | 2 {
  return population === 'all' ? 2 : 0;
}
