import { fromJson, type JsonObject } from '@bufbuild/protobuf';
import { FilingFiltersSchema } from '#gen/ratefiling/v1/common_pb.ts';
import { type PopulationValues, readPopulationValues } from '#scripts/bench/population-values.ts';
import { randomFilters } from '#scripts/bench/population-workloads.ts';
import type { Random } from '#server/data/prng.ts';
import type { Database } from '#server/db/connection.ts';
import { analyticsFiltersSchema } from '#server/domain/analytics/analytics-request-schemas.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';

export type FilterDrawer = { values: PopulationValues; productNames: string[] };

/** What the drawer picks from: the population workload's values, and the product names. */
export async function readFilterValues(db: Database): Promise<FilterDrawer> {
  const products = await db.query<{ product_name: string }>(
    'select distinct product_name from whole_filings order by product_name limit 40',
  );
  return {
    values: await readPopulationValues(db),
    productNames: products.map((p) => p.product_name),
  };
}

/**
 * Filters drawn as the population workload draws them (scripts/bench/population-workloads.ts:
 * every filter with its odds, popular values more often, the other population and date bases),
 * plus the two fields it leaves out: a tracking-number list (one unknown number among known ones)
 * and product names. Resolved as the api resolves them.
 */
export function drawFilters(rng: Random, drawer: FilterDrawer): FilingFilters {
  const json: JsonObject = randomFilters(rng, drawer.values);
  if (rng.chance(0.08) && drawer.values.trackingNumbers.length > 0) {
    const known = Array.from({ length: rng.int(1, 6) }, () =>
      rng.pick(drawer.values.trackingNumbers),
    );
    json.trackingNumbers = [...new Set([...known, 'ZZZZ-99999999'])];
  }
  if (rng.chance(0.06) && drawer.productNames.length > 0) {
    json.productNames = [rng.pick(drawer.productNames), rng.pick(drawer.productNames)];
  }
  return analyticsFiltersSchema.parse(fromJson(FilingFiltersSchema, json));
}
