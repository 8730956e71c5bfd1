import { COMMERCIAL_AUTO, TRUCKING, UMBRELLA, WORKERS_COMPENSATION } from './catalog-commercial.ts';
import { PRIVATE_PASSENGER_AUTO } from './catalog-personal-auto.ts';
import {
  CONDOMINIUM,
  DWELLING_FIRE,
  HOMEOWNERS,
  MOBILE_HOME,
  RENTERS,
  SEASONAL_DWELLING,
} from './catalog-property.ts';
import { ANTIQUE_AUTO, MOTORCYCLE, RECREATIONAL_VEHICLE } from './catalog-specialty-auto.ts';
import type { FactorSpec } from './factor-spec.ts';

/** Rating variables by sub-TOI code (the first seven characters of the sub-TOI's name). */
const CATALOG: Readonly<Record<string, readonly FactorSpec[]>> = {
  '19.0000': PRIVATE_PASSENGER_AUTO,
  '19.0001': PRIVATE_PASSENGER_AUTO,
  '19.0002': MOTORCYCLE,
  '19.0003': RECREATIONAL_VEHICLE,
  '19.0004': ANTIQUE_AUTO,
  '04.0000': HOMEOWNERS,
  '04.0003': HOMEOWNERS,
  '04.0001': CONDOMINIUM,
  '04.0002': MOBILE_HOME,
  '04.0004': RENTERS,
  '04.0005': SEASONAL_DWELLING,
  '01.0002': DWELLING_FIRE,
  '17.0019': UMBRELLA,
  '20.0000': COMMERCIAL_AUTO,
  '20.0003': TRUCKING,
  '16.0004': WORKERS_COMPENSATION,
};

/** Every sub-TOI code the catalog knows. */
export const CATALOG_SUB_TOIS: readonly string[] = Object.keys(CATALOG);

/** The line's rating variables; an unknown sub-TOI falls back to its line kind's main plan. */
export function factorSpecsFor(
  subToi: string,
  kind: 'auto' | 'home' | 'other',
): readonly FactorSpec[] {
  const specs = CATALOG[subToi.slice(0, 7)];
  if (specs) return specs;
  if (kind === 'auto') return PRIVATE_PASSENGER_AUTO;
  if (kind === 'home') return HOMEOWNERS;
  return DWELLING_FIRE;
}
