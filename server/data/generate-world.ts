import { createRandom, type Random } from './prng.ts';
import { CARRIER_SEEDS, COMPANY_SUFFIXES } from './reference/carrier-names.ts';
import {
  LINES_OF_BUSINESS,
  type LineOfBusiness,
  type SubToi,
} from './reference/lines-of-business.ts';
import {
  FIRST_NAMES,
  LAST_NAMES,
  MIDDLE_INITIALS,
  REVIEWER_TITLES,
} from './reference/person-names.ts';
import { STATE_NAMES, US_STATES } from './reference/us-states.ts';

export type WorldCarrier = {
  name: string;
  prefix: string;
  weight: number;
  stem: string;
  states: string[];
  companies: { name: string; naicCode: string }[];
};
export type WorldReviewer = {
  id: number;
  name: string;
  state: string;
  title: string;
  alternativeNames: string[];
};
export type WorldProduct = {
  id: number;
  carrier: WorldCarrier;
  state: string;
  line: LineOfBusiness;
  subToi: SubToi;
  productName: string;
};
export type World = {
  carriers: WorldCarrier[];
  reviewers: WorldReviewer[];
  reviewersByState: Map<string, WorldReviewer[]>;
  products: WorldProduct[];
};

const SPECIALISTS: Record<string, string[]> = {
  'Open Road': ['19.0002 Motorcycle'],
  Wanderer: ['19.0003 Recreational Vehicle (RV)'],
  Ironwood: ['20.0000 Commercial Auto Combinations', '20.0003 Trucking', '16.0004 Standard WC'],
};
const PRODUCT_ADJECTIVES = [
  '',
  '',
  '',
  'Signature ',
  'Preferred ',
  'Select ',
  'Choice ',
  'Advantage ',
];

function generateCarriers(random: Random): WorldCarrier[] {
  const weighted = US_STATES.map((s) => [s.code, s.weight] as const);
  return CARRIER_SEEDS.map(([name, prefix, weight, stem, regional]) => {
    const states = new Set<string>();
    const target = regional ? random.int(2, 9) : weight >= 15 ? 51 : random.int(25, 48);
    while (states.size < target) states.add(random.weighted(weighted));
    const companyCount = Math.min(
      6,
      Math.max(1, Math.round(1 + Math.log2(weight) * random.next())),
    );
    const suffixes = random.shuffle(COMPANY_SUFFIXES).slice(0, companyCount);
    const companies = suffixes.map((suffix) => ({
      name: `${stem} ${suffix}`,
      naicCode: String(random.int(10000, 44999)),
    }));
    return { name, prefix, weight, stem, states: [...states].sort(), companies };
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
        title: random.pick(REVIEWER_TITLES),
        alternativeNames: nameVariants(random, first, last),
      });
    }
  }
  return reviewers;
}

function pickSubToi(
  random: Random,
  carrier: WorldCarrier,
): { line: LineOfBusiness; subToi: SubToi } {
  const special = SPECIALISTS[carrier.stem];
  const lines = special
    ? LINES_OF_BUSINESS.filter((l) => l.subTois.some((s) => special.includes(s.name)))
    : LINES_OF_BUSINESS;
  const line = random.weighted(lines.map((l) => [l, l.weight] as const));
  const subs = special ? line.subTois.filter((s) => special.includes(s.name)) : line.subTois;
  return { line, subToi: random.weighted(subs.map((s) => [s, s.weight] as const)) };
}

/** Carriers, companies, reviewers and products (segments); the product count grows with N. */
export function generateWorld(seed: number, filingCount: number): World {
  const random = createRandom(seed, 1);
  const carriers = generateCarriers(random);
  const reviewers = generateReviewers(random);
  const reviewersByState = new Map<string, WorldReviewer[]>();
  for (const r of reviewers)
    reviewersByState.set(r.state, [...(reviewersByState.get(r.state) ?? []), r]);
  const carrierPick = carriers.map((c) => [c, c.weight] as const);
  const stateWeight = new Map(US_STATES.map((s) => [s.code, s.weight]));
  const products: WorldProduct[] = [];
  const seen = new Set<string>();
  const target = Math.max(40, Math.round(filingCount / 7));
  for (let attempts = 0; products.length < target && attempts < target * 20; attempts++) {
    // The first 51 products cover every state (and DC) so that even small data sets do.
    const forState = US_STATES[attempts]?.code;
    const carrier = random.weighted(
      forState ? carrierPick.filter(([c]) => c.states.includes(forState)) : carrierPick,
    );
    const state =
      forState ?? random.weighted(carrier.states.map((s) => [s, stateWeight.get(s) ?? 1] as const));
    const { line, subToi } = pickSubToi(random, carrier);
    const productName = `${random.pick(PRODUCT_ADJECTIVES)}${subToi.product}`;
    const key = `${carrier.name}|${state}|${subToi.name}|${productName}`;
    if (seen.has(key)) continue;
    seen.add(key);
    products.push({ id: products.length + 1, carrier, state, line, subToi, productName });
  }
  return { carriers, reviewers, reviewersByState, products };
}

export function stateName(code: string): string {
  return STATE_NAMES.get(code) ?? code;
}
