/**
 * The size and price of each state's personal-lines market, 2023, rounded: direct written premium
 * of private passenger auto and of homeowners in billions of dollars, and the average premium per
 * policy relative to the national average (1 = average) for each line.
 *
 * Sources (rounded, as a demo needs them; not exact statistics):
 * - Premium volumes: NAIC, "Market Share Reports for Property/Casualty Groups and Companies by
 *   State and Countrywide" (2023 data), private passenger auto and homeowners multiple peril;
 *   Insurance Information Institute, "Facts + Statistics: Auto insurance / Homeowners and renters"
 *   (direct premiums written by state).
 * - Average premiums: NAIC, "Auto Insurance Database Report" (average expenditure by state:
 *   highest in Louisiana, New York, New Jersey, Florida, Michigan and DC, lowest in Idaho, Maine,
 *   Iowa) and NAIC, "Dwelling Fire, Homeowners Owner-Occupied, and Homeowners Tenant and
 *   Condominium/Cooperative Unit Owner's Insurance Report" (HO-3 average premium: highest in
 *   Florida, Louisiana, Oklahoma and Texas, lowest in Oregon, Utah, Washington, Idaho); see
 *   /work/shared/DATASET-FACTS.md "Premium and line trends": two to three times between states.
 */
export type StateMarket = {
  autoPremiumBillions: number;
  homePremiumBillions: number;
  autoPriceIndex: number;
  homePriceIndex: number;
};

const ROWS: readonly (readonly [string, number, number, number, number])[] = [
  ['AL', 4.0, 2.6, 0.95, 1.2],
  ['AK', 0.5, 0.2, 0.95, 0.85],
  ['AZ', 7.0, 2.4, 1.05, 0.68],
  ['AR', 2.2, 1.4, 0.95, 1.15],
  ['CA', 36.5, 11.0, 1.1, 0.95],
  ['CO', 6.0, 3.5, 1.15, 1.25],
  ['CT', 3.2, 1.6, 1.15, 1.1],
  ['DE', 1.1, 0.3, 1.2, 0.65],
  ['DC', 0.5, 0.2, 1.3, 0.95],
  ['FL', 27.5, 16.0, 1.35, 2.05],
  ['GA', 11.5, 4.5, 1.15, 1.0],
  ['HI', 0.9, 0.4, 0.95, 0.8],
  ['ID', 1.2, 0.5, 0.68, 0.6],
  ['IL', 9.5, 4.5, 0.9, 0.95],
  ['IN', 4.5, 2.2, 0.8, 0.85],
  ['IA', 2.0, 1.2, 0.7, 0.85],
  ['KS', 2.2, 1.7, 0.85, 1.3],
  ['KY', 3.5, 1.6, 1.0, 1.05],
  ['LA', 6.5, 4.0, 1.45, 1.85],
  ['ME', 0.8, 0.5, 0.68, 0.75],
  ['MD', 5.5, 2.0, 1.2, 0.85],
  ['MA', 5.5, 2.5, 1.1, 1.05],
  ['MI', 10.5, 3.0, 1.3, 0.85],
  ['MN', 4.5, 2.8, 0.9, 1.05],
  ['MS', 2.2, 1.4, 1.0, 1.3],
  ['MO', 4.8, 2.6, 0.9, 1.05],
  ['MT', 0.9, 0.6, 0.85, 0.9],
  ['NE', 1.5, 1.4, 0.8, 1.35],
  ['NV', 3.8, 0.8, 1.2, 0.7],
  ['NH', 1.0, 0.5, 0.8, 0.75],
  ['NJ', 10.5, 3.0, 1.4, 0.9],
  ['NM', 1.6, 0.7, 0.95, 0.9],
  ['NY', 17.5, 6.5, 1.4, 1.05],
  ['NC', 8.0, 3.8, 0.78, 0.95],
  ['ND', 0.6, 0.4, 0.72, 1.0],
  ['OH', 8.0, 3.0, 0.8, 0.72],
  ['OK', 3.3, 3.0, 1.0, 1.9],
  ['OR', 3.3, 1.0, 1.0, 0.58],
  ['PA', 11.0, 3.5, 1.0, 0.78],
  ['RI', 1.0, 0.5, 1.25, 1.05],
  ['SC', 4.8, 2.5, 1.05, 1.1],
  ['SD', 0.6, 0.5, 0.75, 1.05],
  ['TN', 5.0, 2.5, 0.88, 1.05],
  ['TX', 28.0, 14.5, 1.15, 1.85],
  ['UT', 2.6, 0.9, 0.95, 0.58],
  ['VT', 0.4, 0.2, 0.75, 0.8],
  ['VA', 6.5, 2.8, 0.85, 0.85],
  ['WA', 6.0, 2.4, 1.05, 0.62],
  ['WV', 1.2, 0.5, 0.95, 0.75],
  ['WI', 3.5, 1.6, 0.75, 0.7],
  ['WY', 0.4, 0.3, 0.85, 0.9],
];

export const STATE_MARKETS: ReadonlyMap<string, StateMarket> = new Map(
  ROWS.map(([code, auto, home, autoIndex, homeIndex]) => [
    code,
    {
      autoPremiumBillions: auto,
      homePremiumBillions: home,
      autoPriceIndex: autoIndex,
      homePriceIndex: homeIndex,
    },
  ]),
);

const FALLBACK: StateMarket = {
  autoPremiumBillions: 2,
  homePremiumBillions: 1,
  autoPriceIndex: 1,
  homePriceIndex: 1,
};

export function stateMarket(state: string): StateMarket {
  return STATE_MARKETS.get(state) ?? FALLBACK;
}
