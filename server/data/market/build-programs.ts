import type { Random } from '#server/data/prng.ts';
import type { CarrierGroup } from '#server/data/reference/carrier-groups.ts';
import {
  LINES_OF_BUSINESS,
  type LineOfBusiness,
  type SubToi,
} from '#server/data/reference/lines-of-business.ts';
import { PROGRAM_ECONOMICS, PROGRAMS_BY_FOCUS } from '#server/data/reference/program-economics.ts';
import { stateMarket } from '#server/data/reference/state-markets.ts';
import { US_STATES } from '#server/data/reference/us-states.ts';

/** A group as the world holds it: the states it writes and its underwriting companies. */
export type MarketGroup = CarrierGroup & {
  writes: string[];
  companies: { name: string; naicCode: string }[];
};

/** A program (product segment): one group's book of one sub-TOI in one state. */
export type MarketProgram = {
  group: MarketGroup;
  state: string;
  line: LineOfBusiness;
  subToi: SubToi;
  productName: string;
  /** Written premium of the book in 2024, dollars. */
  premium2024: number;
  /** Average premium per policy in 2024, dollars. */
  averagePremium2024: number;
  /** Yearly growth in policies (exposure), a fraction. */
  growth: number;
  /** The underwriting companies that write the book, with their shares of its premium. */
  companies: { name: string; share: number }[];
};

const SUB_TOIS = new Map(
  LINES_OF_BUSINESS.flatMap((line) =>
    line.subTois.map((subToi) => [subToi.name.slice(0, 7), { line, subToi }] as const),
  ),
);
const ADJECTIVES = ['', '', '', 'Signature ', 'Select ', 'Choice ', 'Advantage ', 'Elite '];
const SEGMENTS = ['Preferred ', 'Standard ', 'Value ', 'Premier ', 'Classic ', 'Essentials '];

/** How much of a state's market a group holds there, before normalising over the groups. */
function locality(group: CarrierGroup, state: string): number {
  const index = group.states.indexOf(state);
  if (group.tier === 'national' || group.tier === 'specialist') return 1;
  if (group.tier === 'super-regional') return index === 0 ? 3 : 1;
  return index === 0 ? 6 : 0.4;
}

/** Market shares by state: the groups in this data set write about 80% of each state's market. */
function marketShares(random: Random, groups: MarketGroup[]): Map<string, number> {
  const scores = new Map<string, number>();
  const totals = new Map<string, number>();
  for (const group of groups)
    for (const state of group.writes) {
      const score = group.weight * locality(group, state) * (0.6 + 0.8 * random.next());
      scores.set(`${group.prefix}|${state}`, score);
      totals.set(state, (totals.get(state) ?? 0) + score);
    }
  const shares = new Map<string, number>();
  for (const [key, score] of scores) {
    const state = key.slice(key.indexOf('|') + 1);
    shares.set(key, (0.8 * score) / (totals.get(state) ?? score));
  }
  return shares;
}

function mainSubToi(random: Random, kind: string): string {
  if (kind === 'auto') return random.chance(0.68) ? '19.0001' : '19.0000';
  return random.chance(0.55) ? '04.0003' : '04.0000';
}

/**
 * Every program of the market: for each group and state it writes, the programs of its focus
 * (the main auto and home programs always, the others with their probabilities), each with a
 * book whose premium is the state's market for the line times the group's share there, split over
 * `segments` product segments when the data set needs more programs than the market has.
 */
export function buildPrograms(
  random: Random,
  groups: MarketGroup[],
  segments: number,
): MarketProgram[] {
  const shares = marketShares(random, groups);
  const programs: MarketProgram[] = [];
  for (const group of groups)
    for (const state of group.writes) {
      const share = shares.get(`${group.prefix}|${state}`) ?? 0;
      const market = stateMarket(state);
      // Away from home a regional writes fewer of its programs (its home state stays its largest).
      const away =
        (group.tier === 'regional' || group.tier === 'super-regional') && group.states[0] !== state;
      for (const [code, probability] of PROGRAMS_BY_FOCUS[group.focus]) {
        if (!random.chance(probability * (away ? 0.45 : 1))) continue;
        const main = code === 'auto' || code === 'home';
        const subCode = main ? mainSubToi(random, code) : code;
        const economics = PROGRAM_ECONOMICS[subCode];
        const found = SUB_TOIS.get(subCode);
        if (!economics || !found) continue;
        const volume =
          (economics.market === 'auto' ? market.autoPremiumBillions : market.homePremiumBillions) *
          1e9;
        const lineShare = main ? (code === 'auto' ? 0.9 : 0.8) : economics.share;
        const book = volume * lineShare * share * (0.8 + 0.4 * random.next());
        const priceIndex =
          economics.priceIndex === 'auto'
            ? market.autoPriceIndex
            : economics.priceIndex === 'home'
              ? market.homePriceIndex
              : 1;
        const count = main ? segments : Math.max(1, Math.round(segments / 2));
        const splits = Array.from({ length: count }, (_, k) => 1 / (k + 1.5));
        const splitTotal = splits.reduce((a, b) => a + b, 0);
        const adjective = random.pick(ADJECTIVES);
        for (const [k, split] of splits.entries()) {
          const companies = pickCompanies(random, group);
          programs.push({
            group,
            state,
            line: found.line,
            subToi: found.subToi,
            productName: `${count > 1 ? (SEGMENTS[k % SEGMENTS.length] ?? '') : adjective}${found.subToi.product}${k >= SEGMENTS.length ? ` ${Math.floor(k / SEGMENTS.length) + 1}` : ''}`,
            premium2024: Math.max(2e5, (book * split) / splitTotal),
            averagePremium2024:
              economics.averagePremium * priceIndex * (0.85 + 0.3 * random.next()),
            growth: random.normal(0.015, 0.03),
            companies,
          });
        }
      }
    }
  return programs;
}

/** The companies writing one book: usually one, sometimes several with their shares. */
function pickCompanies(random: Random, group: MarketGroup): { name: string; share: number }[] {
  const several = group.companies.length > 1 && random.chance(0.22);
  const chosen = several
    ? random.shuffle(group.companies).slice(0, random.int(2, group.companies.length))
    : [random.pick(group.companies)];
  const weights = chosen.map((_, k) => (1 / (k + 1) ** 0.8) * (0.7 + 0.6 * random.next()));
  const total = weights.reduce((a, b) => a + b, 0);
  return chosen.flatMap((c, k) => ({ name: c.name, share: (weights[k] ?? 0) / total }));
}

/** The states a group writes: all for national groups, its region, or the larger states. */
export function statesWritten(random: Random, group: CarrierGroup): string[] {
  if (group.tier === 'national') return US_STATES.map((s) => s.code);
  if (group.tier === 'specialist') {
    const target = random.int(28, 45);
    const ranked = random
      .shuffle(US_STATES)
      .map((s) => [s.code, s.weight * random.next()] as const)
      .sort((a, b) => b[1] - a[1]);
    return ranked.slice(0, target).map(([code]) => code);
  }
  return [...group.states];
}
