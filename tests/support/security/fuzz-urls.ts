import type { Random } from '#server/data/prng.ts';
import { HOSTILE_LIST, longHostileString } from '#tests/support/security/hostile-strings.ts';

type ParamKind = 'string' | 'list' | 'date' | 'pagination' | 'page' | 'sort' | 'bool' | 'index';

const MULTI: Record<string, ParamKind> = {
  startDate: 'date',
  endDate: 'date',
  carriers: 'list',
  linesOfBusiness: 'list',
  states: 'list',
};
const FILTERS: Record<string, ParamKind> = {
  subTois: 'list',
  dispositionStatuses: 'list',
  filingTypes: 'list',
  companies: 'list',
  productNames: 'list',
  ratingFactors: 'list',
};

/** Every page route with the search parameters the spec gives it (section 2). */
export const FUZZ_ROUTES: {
  path: (random: Random) => string;
  params: Record<string, ParamKind>;
}[] = [
  { path: () => '/', params: {} },
  { path: () => '/login', params: { redirect: 'string' } },
  { path: () => '/forgot-password', params: {} },
  { path: () => '/home', params: {} },
  {
    path: () => '/state',
    params: {
      lineOfBusiness: 'string',
      state: 'string',
      startDate: 'date',
      endDate: 'date',
      ...FILTERS,
    },
  },
  { path: () => '/single-carrier', params: { ...MULTI, carrier: 'string' } },
  { path: () => '/multi-carrier', params: { ...MULTI, measure: 'string' } },
  {
    path: () => '/rating-factors',
    params: {
      ...MULTI,
      benchmarkState: 'string',
      benchmarkLine: 'string',
      benchmarkFactor: 'string',
      benchmarkLevel: 'string',
    },
  },
  {
    path: () => '/search',
    params: {
      query: 'string',
      ...MULTI,
      filingTypes: 'list',
      pagination: 'pagination',
      index: 'index',
      hasMoreContext: 'bool',
      hasPromotedRecentFilings: 'bool',
    },
  },
  {
    path: () => '/objections',
    params: {
      ...MULTI,
      ...FILTERS,
      reviewer: 'string',
      theme: 'string',
      query: 'string',
      page: 'page',
      thread: 'string',
    },
  },
  { path: () => '/doi', params: { ...MULTI, reviewer: 'string', reviewerState: 'string' } },
  { path: () => '/diff', params: { a: 'string', b: 'string' } },
  { path: () => '/custom-query', params: {} },
  { path: () => '/brief-builder', params: { brief: 'string' } },
  { path: () => '/reset-password', params: { token: 'string', error: 'string' } },
  {
    path: () => '/filings/',
    params: { sort: 'sort', pagination: 'pagination', ...MULTI, ...FILTERS, tracking: 'string' },
  },
  { path: (random) => `/filings/${segment(random)}/`, params: {} },
  { path: (random) => `/filings/${segment(random)}/${segment(random)}/`, params: {} },
  { path: (random) => `/product-history/${segment(random)}/`, params: {} },
];

const BROKEN = [
  '{',
  '{"page":',
  '[',
  ']',
  'null',
  'undefined',
  '%',
  '%E0%A4%A',
  '%00',
  '\u0000',
  '{"__proto__":{"x":1}}',
];

function hostile(random: Random): string {
  return random.chance(0.05) ? longHostileString() : random.pick(HOSTILE_LIST);
}

function segment(random: Random): string {
  const choice = random.int(0, 5);
  if (choice === 0) return `${random.pick(['ABCD', 'ZZZZ', 'TEST'])}-${random.int(0, 999_999_999)}`;
  if (choice === 1) return String(random.pick([0, -1, 1, 99_999_999_999, 1.5]));
  if (choice === 2) return random.pick(['..', '%2e%2e', '%2F', '%00', '%E0%A4%A', '..%2F..%2Fetc']);
  return encodeURIComponent(hostile(random));
}

function odd(random: Random): unknown {
  return random.pick<unknown>([
    null,
    true,
    -1,
    0,
    1e308,
    'x',
    [],
    {},
    [1, [2]],
    { a: { b: 1 } },
    hostile(random),
  ]);
}

function value(kind: ParamKind, random: Random): string {
  if (random.chance(0.15)) return random.pick(BROKEN);
  let v: unknown;
  if (random.chance(0.15)) v = odd(random);
  else if (kind === 'string')
    v = random.chance(0.5)
      ? hostile(random)
      : random.pick(['TX', '/filings', '//evil.example', 'https://evil.example']);
  else if (kind === 'list')
    v = Array.from({ length: random.pick([0, 1, 3, 200]) }, () =>
      random.chance(0.6) ? random.pick(['TX', 'CA', 'Approved']) : odd(random),
    );
  else if (kind === 'date')
    v = {
      year: random.pick([2024, 0, -5, 99999, '2024', 2.5]),
      month: random.pick([1, 13, 0, 'x']),
      day: random.pick([1, 31, 32, -1]),
    };
  else if (kind === 'pagination')
    v = {
      page: random.pick([1, 2, 0, -1, 1e9, 'x', 2.5]),
      pageSize: random.pick([10, 0, -3, 1000, 1e12, null]),
    };
  else if (kind === 'sort')
    v = {
      field: random.pick(['carrier', 'rate-impact', 'nope', '__proto__', 1]),
      direction: random.pick(['ascending', 'descending', 'sideways', null]),
    };
  else if (kind === 'page') v = random.pick([1, 2, 0, -1, 1e9, 'x', 2.5]);
  else if (kind === 'bool') v = random.pick([true, false, 'true', 'yes', 1]);
  else v = random.pick(['all', 'filings', 'objections', 'nope', 7]);
  return typeof v === 'string' && random.chance(0.5) ? v : (JSON.stringify(v) ?? 'null');
}

/** A path + query for one of the routes with mutated search parameters; deterministic per random. */
export function fuzzUrl(random: Random, routeIndex: number): string {
  const route = FUZZ_ROUTES[routeIndex % FUZZ_ROUTES.length] ?? FUZZ_ROUTES[0];
  if (!route) return '/';
  const query = new URLSearchParams();
  for (const [name, kind] of Object.entries(route.params)) {
    if (random.chance(0.5)) query.append(name, value(kind, random));
    if (random.chance(0.05)) query.append(name, value(kind, random));
  }
  if (random.chance(0.15))
    query.append(random.pick(['unknown', 'constructor', '__proto__', '']), value('string', random));
  const text = query.toString();
  return `${route.path(random)}${text ? `?${text}` : ''}`;
}
