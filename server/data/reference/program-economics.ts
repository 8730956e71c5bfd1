import type { GroupFocus } from './carrier-groups.ts';

/**
 * Each sub-TOI's share of its state market (personal auto or homeowners premium, see
 * state-markets.ts) and its national average premium per policy in 2024, with the price index it
 * follows between states. Shares: NAIC market share reports by line (motorcycle, recreational
 * vehicle and antique auto are a few percent of personal auto; condominium, renters and mobile
 * homes a few percent of homeowners; commercial auto about a fifth and workers' compensation
 * about a seventh of the private passenger auto premium nationally). Average premiums: NAIC auto
 * and homeowners reports (auto about $1,450 and homeowners about $1,900 a year in 2024; renters
 * about $190), NCCI and trade-press averages for commercial auto and workers' compensation
 * policies.
 */
export type ProgramEconomics = {
  market: 'auto' | 'home';
  share: number;
  averagePremium: number;
  /** Whether the average premium follows the state's auto or home price index, or neither. */
  priceIndex: 'auto' | 'home' | 'flat';
};

export const PROGRAM_ECONOMICS: Readonly<Record<string, ProgramEconomics>> = {
  '19.0000': { market: 'auto', share: 0.3, averagePremium: 1450, priceIndex: 'auto' },
  '19.0001': { market: 'auto', share: 0.6, averagePremium: 1450, priceIndex: 'auto' },
  '19.0002': { market: 'auto', share: 0.015, averagePremium: 520, priceIndex: 'auto' },
  '19.0003': { market: 'auto', share: 0.012, averagePremium: 820, priceIndex: 'auto' },
  '19.0004': { market: 'auto', share: 0.004, averagePremium: 390, priceIndex: 'flat' },
  '04.0000': { market: 'home', share: 0.35, averagePremium: 1900, priceIndex: 'home' },
  '04.0003': { market: 'home', share: 0.45, averagePremium: 1900, priceIndex: 'home' },
  '04.0001': { market: 'home', share: 0.05, averagePremium: 690, priceIndex: 'home' },
  '04.0002': { market: 'home', share: 0.04, averagePremium: 980, priceIndex: 'home' },
  '04.0004': { market: 'home', share: 0.05, averagePremium: 190, priceIndex: 'flat' },
  '04.0005': { market: 'home', share: 0.02, averagePremium: 1250, priceIndex: 'home' },
  '01.0002': { market: 'home', share: 0.12, averagePremium: 1100, priceIndex: 'home' },
  '17.0019': { market: 'home', share: 0.06, averagePremium: 340, priceIndex: 'flat' },
  '20.0000': { market: 'auto', share: 0.14, averagePremium: 4100, priceIndex: 'auto' },
  '20.0003': { market: 'auto', share: 0.06, averagePremium: 11800, priceIndex: 'auto' },
  '16.0004': { market: 'auto', share: 0.15, averagePremium: 9600, priceIndex: 'flat' },
};

/**
 * The programs a group writes in each of its states, by focus: [sub-TOI code, probability].
 * Personal auto is filed either as Private Passenger Auto or as Personal Auto Combinations, and
 * homeowners as Owner Occupied or Sub-TOI Combinations (one main program per group and state).
 */
export const PROGRAMS_BY_FOCUS: Readonly<
  Record<GroupFocus, readonly (readonly [string, number])[]>
> = {
  full: [
    ['auto', 1],
    ['home', 1],
    ['04.0001', 0.6],
    ['04.0004', 0.6],
    ['19.0002', 0.35],
    ['19.0003', 0.2],
    ['04.0002', 0.2],
    ['01.0002', 0.35],
    ['17.0019', 0.45],
    ['04.0005', 0.12],
    ['19.0004', 0.08],
    ['20.0000', 0.12],
  ],
  'direct-auto': [
    ['auto', 1],
    ['19.0002', 0.6],
    ['19.0003', 0.3],
    ['04.0004', 0.35],
    ['17.0019', 0.15],
  ],
  'nonstandard-auto': [['auto', 1]],
  farm: [
    ['auto', 1],
    ['home', 1],
    ['01.0002', 0.6],
    ['04.0002', 0.4],
    ['04.0004', 0.3],
    ['17.0019', 0.3],
    ['20.0000', 0.2],
    ['16.0004', 0.15],
  ],
  property: [
    ['home', 1],
    ['04.0001', 0.7],
    ['04.0004', 0.5],
    ['01.0002', 0.6],
    ['04.0005', 0.3],
  ],
  commercial: [
    ['20.0000', 1],
    ['20.0003', 0.6],
    ['16.0004', 0.8],
  ],
  motorcycle: [['19.0002', 1]],
  rv: [['19.0003', 1]],
};
