import {
  buildPrograms,
  type MarketGroup,
  type MarketProgram,
  statesWritten,
} from './market/build-programs.ts';
import { createRandom, type Random } from './prng.ts';
import { CARRIER_GROUPS, COMPANY_SUFFIXES } from './reference/carrier-groups.ts';
import {
  CHIEF_TITLES,
  FIRST_NAMES,
  LAST_NAMES,
  MIDDLE_INITIALS,
  REVIEWER_TITLES,
  SUPERVISOR_TITLES,
} from './reference/person-names.ts';
import { STATE_NAMES, US_STATES } from './reference/us-states.ts';

export type WorldCarrier = MarketGroup;
export type WorldReviewer = {
  id: number;
  name: string;
  state: string;
  title: string;
  alternativeNames: string[];
};
/** A program (product segment) of the data set, with its book. */
export type WorldProduct = MarketProgram & { id: number; carrier: WorldCarrier };
export type World = {
  carriers: WorldCarrier[];
  reviewers: WorldReviewer[];
  reviewersByState: Map<string, WorldReviewer[]>;
  products: WorldProduct[];
  /** Cumulative filing weights of the products, for a binary-search pick. */
  productCumulative: Float64Array;
};

function generateCarriers(random: Random): WorldCarrier[] {
  return CARRIER_GROUPS.map((group) => {
    const companyCount = Math.min(
      6,
      Math.max(1, Math.round(1 + Math.log2(group.weight) * random.next())),
    );
    // "Harrowgate Mutual" takes no "Mutual Insurance Company" (no doubled word).
    const last = group.stem.split(' ').at(-1) ?? '';
    const suffixes = random
      .shuffle(COMPANY_SUFFIXES.filter((s) => !s.startsWith(last)))
      .slice(0, companyCount);
    const companies = suffixes.map((suffix) => ({
      name: `${group.stem} ${suffix}`,
      naicCode: String(random.int(10000, 44999)),
    }));
    return { ...group, writes: statesWritten(random, group), companies };
  });
}

function nameVariants(random: Random, first: string, last: string): string[] {
  const middle = MIDDLE_INITIALS[random.int(0, MIDDLE_INITIALS.length - 1)] ?? 'A';
  const all = [
    `${first} ${middle}. ${last}`,
    `${first[0]}. ${last}`,
    `${last.toUpperCase()}, ${first.toUpperCase()}`,
    `${first} ${last.slice(0, -1)}${last.at(-1) === 's' ? '' : 's'}`,
  ];
  return random.shuffle(all).slice(0, random.int(2, 3));
}

function generateReviewers(random: Random): WorldReviewer[] {
  const reviewers: WorldReviewer[] = [];
  const used = new Set<string>();
  for (const state of US_STATES) {
    const count = 6 + Math.round(state.weight / 12);
    const titles = reviewerTitles(random, count);
    for (let k = 0; k < count; k++) {
      let first = random.pick(FIRST_NAMES);
      let last = random.pick(LAST_NAMES);
      while (used.has(`${first} ${last}`)) {
        first = random.pick(FIRST_NAMES);
        last = random.pick(LAST_NAMES);
      }
      used.add(`${first} ${last}`);
      reviewers.push({
        id: reviewers.length + 1,
        name: `${first} ${last}`,
        state: state.code,
        title: titles[k] ?? 'Rate Analyst',
        alternativeNames: nameVariants(random, first, last),
      });
    }
  }
  return reviewers;
}

/**
 * Titles of a state's reviewers: one chief actuary and at most one supervisor (a department has
 * one of each), the rest analysts and examiners.
 */
function reviewerTitles(random: Random, count: number): string[] {
  const titles = [random.pick(CHIEF_TITLES), random.pick(SUPERVISOR_TITLES)];
  while (titles.length < count) titles.push(random.pick(REVIEWER_TITLES));
  return random.shuffle(titles);
}

/**
 * The data set's programs: a sample of the market's programs, larger books more likely, every
 * state covered; about one program for every seven filings, so that each files several times.
 */
function samplePrograms(random: Random, carriers: WorldCarrier[], filingCount: number) {
  const target = Math.max(60, Math.round(filingCount / 7));
  const segments = Math.max(1, Math.ceil(target / 2200));
  const universe = buildPrograms(random, carriers, segments);
  const keyed = universe.map((program) => ({
    program,
    key: Math.log(random.next() + 1e-12) / (program.premium2024 / 1e6) ** 0.3,
  }));
  keyed.sort((a, b) => b.key - a.key);
  const chosen = new Set<(typeof keyed)[number]>();
  for (const state of US_STATES) {
    const first = keyed.find((k) => k.program.state === state.code);
    if (first) chosen.add(first);
  }
  // A regional group's book at home is in the data set (its name says where it is based).
  if (target >= 150)
    for (const group of carriers) {
      const home =
        group.tier === 'regional' || group.tier === 'super-regional' ? group.states[0] : undefined;
      const atHome = keyed
        .filter((k) => k.program.group === group && k.program.state === home)
        .sort((a, b) => b.program.premium2024 - a.program.premium2024);
      for (const k of atHome.slice(0, 2)) chosen.add(k);
    }
  for (const k of keyed) {
    if (chosen.size >= target) break;
    chosen.add(k);
  }
  return [...chosen].map((k) => k.program);
}

/** Carriers, companies, reviewers and programs; the program count grows with N. */
export function generateWorld(seed: number, filingCount: number): World {
  const random = createRandom(seed, 1);
  const carriers = generateCarriers(random);
  const reviewers = generateReviewers(random);
  const reviewersByState = new Map<string, WorldReviewer[]>();
  for (const r of reviewers)
    reviewersByState.set(r.state, [...(reviewersByState.get(r.state) ?? []), r]);
  const products: WorldProduct[] = samplePrograms(random, carriers, filingCount).map(
    (program, k) => ({ ...program, id: k + 1, carrier: program.group }),
  );
  // Larger books file a little more often (more states' worth of changes, more segments).
  const productCumulative = new Float64Array(products.length);
  let total = 0;
  for (const [k, p] of products.entries()) {
    total += (p.premium2024 / 1e6) ** 0.2;
    productCumulative[k] = total;
  }
  return { carriers, reviewers, reviewersByState, products, productCumulative };
}

/** The product for a uniform draw u in [0, 1), by the filing weights. */
export function pickProduct(world: World, u: number): WorldProduct {
  const cumulative = world.productCumulative;
  const target = u * (cumulative[cumulative.length - 1] ?? 0);
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] ?? 0) > target) hi = mid;
    else lo = mid + 1;
  }
  const product = world.products[lo];
  if (!product) throw new Error('world has no products');
  return product;
}

export function stateName(code: string): string {
  return STATE_NAMES.get(code) ?? code;
}
