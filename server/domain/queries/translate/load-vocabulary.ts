import { US_STATES } from '#server/data/reference/us-states.ts';
import type { Database } from '#server/db/connection.ts';
import { BASE_LEXICON } from './base-lexicon.ts';
import { FACTOR_LEVEL_SEPARATOR, type Meaning, type ValueDimension } from './meaning.ts';
import { splitWords } from './split-words.ts';

/** Names matched approximately (typos, partial names) when no exact phrase fits. */
export type FuzzyName = { dimension: ValueDimension; value: string; alias: string };

export type Vocabulary = {
  phrases: Map<string, Meaning>;
  fuzzy: FuzzyName[];
  /** Two-letter state codes, recognised only when written in capitals. */
  stateCodes: Set<string>;
  /**
   * Coverages whose name a line (or another value) already holds ("liability"): the phrase, as
   * normalised, and the coverage it would name (nineteenth pass, for a warning).
   */
  shadowedCoverages?: Map<string, string>;
};

const GENERIC_WORDS =
  /\b(insurance|group|groups|mutual|companies|company|holdings|partners|exchange|association|club|inc|co|corp|corporation|of|the|and)\b/g;

export function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[()]/g, ' ')
    .replace(/[^a-z0-9%/&'<>=-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "19.0001 Private Passenger Auto (PPA)" -> ["private passenger auto (ppa)", "private passenger auto", "ppa"] */
function codedNames(value: string): string[] {
  const name = value.replace(/^[\d.]+\s+/, '');
  const inside = /\(([^)]+)\)/.exec(name)?.[1];
  const outside = name.replace(/\([^)]*\)/g, '').trim();
  return [name, outside, ...(inside ? [inside] : [])];
}

const LINE_SYNONYMS: Record<string, string[]> = {
  'personal auto': [
    'auto',
    'car',
    'cars',
    'automobile',
    'auto insurance',
    'personal auto insurance',
  ],
  homeowners: ['home', 'homeowner', 'homeowners insurance', 'home insurance', 'ho'],
  'workers compensation': ['workers comp', "workers' compensation", 'workers', 'wc', 'work comp'],
  property: ['personal property', 'fire'],
  'other liability-occ': ['other liability', 'umbrella', 'liability'],
};
const SUB_TOI_SYNONYMS: Record<string, string[]> = {
  'private passenger auto': ['private passenger', 'passenger auto'],
  'mobile homeowners': ['mobile home', 'mobile homes', 'manufactured home'],
  'recreational vehicle': ['recreational vehicles', 'rvs'],
  motorcycle: ['motorcycles', 'bikes'],
  'personal umbrella and excess': ['personal umbrella', 'umbrella and excess'],
  'owner occupied homeowners': ['owner occupied'],
  'standard wc': ['standard workers comp'],
  'condominium homeowners': [
    'condo',
    'condos',
    'condo homeowners',
    'condominium',
    'condominiums',
    'condo owners',
    'condo unit owners',
  ],
  'tenant homeowners': ['tenant', 'tenants', 'renters', 'renter', 'renters insurance'],
};

/** Abbreviations and other names of the supplemental metrics' coverages ("BI", "UM/UIM", "PIP"). */
const COVERAGE_SYNONYMS: Record<string, string[]> = {
  'bodily injury': ['bi', 'bodily injury liability', 'bi liability'],
  'property damage': ['pd', 'property damage liability', 'pd liability'],
  'uninsured / underinsured motorist': [
    'um',
    'uim',
    'um/uim',
    'um uim',
    'uninsured motorist',
    'underinsured motorist',
    'uninsured/underinsured motorist',
    'uninsured and underinsured motorist',
  ],
  'medical payments / pip': ['pip', 'personal injury protection', 'medical payments/pip'],
  'wind/hail': ['wind', 'hail', 'wind and hail', 'wind hail'],
  collision: ['coll'],
};

type DistinctRow = { dimension: ValueDimension; value: string };

/** Verbs and nouns that name a status ("withdrew", "pulled", "disapprovals"). */
const STATUS_FORMS: Record<string, string[]> = {
  withdrawn: [
    'withdrew',
    'withdraw',
    'withdraws',
    'withdrawing',
    'withdrawal',
    'withdrawals',
    'pulled',
    'pulled back',
    'pulled their',
    'got withdrawn',
  ],
  approved: ['approvals'],
  disapproved: [
    'disapproval',
    'disapprovals',
    'rejected',
    'rejection',
    'rejections',
    'denied',
    'denial',
    'denials',
    'turned down',
  ],
};

/** Words at the end of a name that an analyst leaves out ("Harrowgate Mutual", "Calloway Fire and Casualty"). */
const TRAILING_GENERIC =
  /(\s+(insurance|group|company|companies|holdings|inc|co|corp|corporation))+$/;

const VALUES_SQL = `
  select * from (
  select distinct 'carrier' as dimension, carrier as value from query_views.filings
  union select distinct 'company', company from query_views.company_rate_figures
  union select distinct 'line_of_business', line_of_business from query_views.filings
  union select distinct 'sub_toi', sub_toi from query_views.filings
  union select distinct 'disposition_status', disposition_status from query_views.filings
  union select distinct 'filing_type', filing_type from query_views.filings
  union select distinct 'reviewer', reviewer_name from query_views.reviews
  union select distinct 'factor', factor from query_views.rating_factors
  union select distinct 'approval_type', approval_type from query_views.filings
  union select distinct 'role', role from query_views.reviews
  union select distinct 'product_name', product_name from query_views.filings
  union select distinct 'coverage', coverage from query_views.supplemental_metrics
  union select distinct 'reviewer_title', title from query_views.reviewers
  union select distinct 'filing_company', filing_company from query_views.filings
    where filing_company not in (select company from query_views.company_rate_figures)
  ) v where value is not null and value <> ''
  order by 1, 2`;

const LEVELS_SQL = `
  select distinct factor, level from query_views.rating_factor_levels order by 1, 2`;

/**
 * The phrases that name one level of a factor: "driver age 16-20", "16-20 driver age", and for a
 * level that already names its factor ("Territory 05") the level alone, with and without the
 * leading zero. Read like a question's words (split-words.ts), so "$1,000" matches "1000".
 */
export function factorLevelPhrases(factor: string, level: string): string[] {
  const spoken = (text: string) => normalizePhrase(splitWords(text).join(' '));
  const name = spoken(factor.replace(/\([^)]*\)/g, ' '));
  const lvl = spoken(level);
  if (lvl.startsWith(`${name} `) || lvl === name)
    return [...new Set([lvl, lvl.replace(/\b0+(\d)/g, '$1')])];
  // "Vehicle Symbol" Symbols 33+ (fifteenth pass): a level opening with the factor's last word
  // names its factor too, so it is read alone, and with the factor before the rest of it
  // ("vehicle symbol 33+").
  const [opening, ...rest] = lvl.split(' ');
  const last = name.split(' ').at(-1);
  if (last && rest.length > 0 && (opening === last || opening === `${last}s`))
    return [lvl, `${name} ${rest.join(' ')}`, `${name} ${lvl}`, `${lvl} ${name}`];
  // "Driver Age" 18-20: "drivers 18-20", "drivers aged 18-20", "18-20 year old drivers".
  const aged = /^([a-z]+) age$/.exec(name)?.[1];
  const people =
    aged && /^\d/.test(lvl)
      ? [`${aged}s ${lvl}`, `${aged}s aged ${lvl}`, `${lvl} year old ${aged}s`]
      : [];
  return [`${name} ${lvl}`, `${lvl} ${name}`, ...people];
}

/**
 * The phrases that name a reviewer's title: the title and its plural, and its last one or two
 * words ("supervisor", "review supervisors") when no other title ends with them and they are not
 * words of the lexicon ("examiner" stays a reviewer).
 */
export function titleNames(
  title: string,
  titles: readonly string[],
  lexicon: ReadonlySet<string>,
): string[] {
  const words = normalizePhrase(title).split(' ');
  const names = [words.join(' ')];
  for (const size of [1, 2]) {
    const tail = words.slice(-size).join(' ');
    const shared = titles.some((t) => t !== title && normalizePhrase(t).endsWith(tail));
    if (words.length > size && !shared && !lexicon.has(tail)) names.push(tail);
  }
  return names.flatMap((name) => [name, `${name}s`]);
}

/** Other words for a filing company that is no company: "Multiple" is a joint filing. */
const FILING_COMPANY_SYNONYMS: Record<string, string[]> = {
  multiple: [
    'multiple companies',
    'multiple companies together',
    'multi-company',
    'multiple-company',
    'joint filing',
    'joint filings',
    'jointly',
  ],
};

/**
 * The phrases that name a filing company that is not one of the companies (twentieth pass: the
 * value "Multiple", a filing made for several companies together). Its name is an ordinary word
 * ("multiple filings"), so it is read only with the column said ("filing company is Multiple",
 * "Multiple as the filing company", "filing co Multiple") or in the words that say a joint filing.
 */
export function filingCompanyNames(value: string): string[] {
  const name = normalizePhrase(value);
  const names: string[] = [];
  for (const noun of ['filing company', 'filing co'])
    for (const joiner of ['', ' is', ' was', ' =', ' of', ' equal to', ' listed as', ' shown as'])
      names.push(`${noun}${joiner} ${name}`);
  for (const article of ['', 'the ', 'their ', 'its '])
    names.push(`${name} as ${article}filing company`, `${name} as ${article}filing co`);
  names.push(`${name} filing company`);
  return [...names, ...(FILING_COMPANY_SYNONYMS[name] ?? [])];
}

/**
 * A carrier's initials, as analysts abbreviate a group ("HMIG" for Harrowgate Mutual Insurance
 * Group): the first letter of each word but "and", "of" and "the", for a name of three words or
 * more (two letters would read as a state or a word).
 */
export function carrierInitials(value: string): string | undefined {
  const words = normalizePhrase(value)
    .split(/[\s&/-]+/)
    .filter((w) => w && !/^(and|of|the)$/.test(w));
  return words.length >= 3 ? words.map((w) => w[0]).join('') : undefined;
}

/** Builds the vocabulary: the fixed lexicon plus the database's own values. */
export async function loadVocabulary(db: Database): Promise<Vocabulary> {
  const rows = await db.query<DistinctRow>(VALUES_SQL);
  const levels = await db.query<{ factor: string; level: string }>(LEVELS_SQL);
  const phrases = new Map<string, Meaning>();
  const put = (phrase: string, meaning: Meaning) => {
    const key = normalizePhrase(phrase);
    if (key && !phrases.has(key)) phrases.set(key, meaning);
  };
  const fuzzy: FuzzyName[] = [];
  const shadowedCoverages = new Map<string, string>();
  // Values first: a carrier or state name beats a generic word.
  for (const state of US_STATES)
    put(state.name, { kind: 'value', dimension: 'state', value: state.code });
  // Product names and coverages last: a line or sub-TOI of the same words ("Motorcycle",
  // "Fire") names the line.
  const last = new Set<ValueDimension>(['product_name', 'coverage']);
  const ordered = [
    ...rows.filter((r) => !last.has(r.dimension)),
    ...rows.filter((r) => last.has(r.dimension)),
  ];
  const lexicon = new Set(BASE_LEXICON.map(([phrase]) => phrase));
  const titles = rows.filter((r) => r.dimension === 'reviewer_title').map((r) => r.value);
  for (const { dimension, value } of ordered) {
    const meaning: Meaning = { kind: 'value', dimension, value };
    if (dimension === 'line_of_business' || dimension === 'sub_toi') {
      for (const name of codedNames(value)) put(name, meaning);
      const synonyms = dimension === 'line_of_business' ? LINE_SYNONYMS : SUB_TOI_SYNONYMS;
      for (const name of codedNames(value)) {
        for (const synonym of synonyms[normalizePhrase(name)] ?? []) put(synonym, meaning);
      }
    } else if (dimension === 'disposition_status' || dimension === 'filing_type') {
      // Single words that are also ordinary words ("rate", "filed") need a qualifier.
      const ambiguous = /^(rate|rule|form|filed)$/i.test(value);
      // "closed received and filed" (Closed-Received/Filed), "pending review" (Review Pending):
      // the name's words joined as said, or in the other order (twenty-second pass).
      const words = value.split(' ');
      const said = [value.replace(/-/g, ' ').replace(/\//g, ' and ')];
      if (dimension === 'disposition_status' && words.length === 2 && /^[a-z ]+$/i.test(value))
        said.push(`${words[1]} ${words[0]}`);
      for (const form of [value, value.replace(/[-/]/g, ' '), ...said]) {
        if (!ambiguous) put(form, meaning);
        put(`${form} only`, meaning);
        put(`${form}-only`, meaning);
        if (dimension === 'filing_type') {
          // "form-type filings", "rate type filings".
          put(`${form}-type`, meaning);
          put(`${form} type`, meaning);
        }
        put(`${form} status`, meaning);
        put(`status ${form}`, meaning);
        put(`type ${form}`, meaning);
        const noun = dimension === 'filing_type' ? 'filing type' : 'disposition status';
        // "whose filing type is Rate", "status of Filed": the column named, then its value.
        for (const joiner of ['', ' is', ' was', ' of', ' =', ' equal to'])
          put(`${noun}${joiner} ${form}`, meaning);
        if (dimension === 'filing_type' && !/^rate$/i.test(value)) put(`${form} filings`, meaning);
      }
      for (const form of STATUS_FORMS[normalizePhrase(value)] ?? []) put(form, meaning);
    } else if (dimension === 'approval_type' || dimension === 'role') {
      const spoken = normalizePhrase(value);
      if (dimension === 'approval_type') fuzzy.push({ dimension, value, alias: spoken });
      for (const form of [spoken, spoken.replace(/ /g, '-'), spoken.replace(/ and /g, ' & ')]) {
        put(form, meaning);
        put(`${form} states`, meaning);
        put(`${form} filings`, meaning);
        if (dimension === 'role') put(`${form} role`, meaning);
      }
    } else if (dimension === 'product_name' || dimension === 'coverage') {
      const held = phrases.get(normalizePhrase(value));
      if (dimension === 'coverage' && held?.kind === 'value' && held.dimension !== 'coverage')
        shadowedCoverages.set(normalizePhrase(value), value);
      put(value, meaning);
      if (dimension === 'coverage')
        for (const synonym of COVERAGE_SYNONYMS[normalizePhrase(value)] ?? [])
          put(synonym, meaning);
    } else if (dimension === 'reviewer_title') {
      for (const name of titleNames(value, titles, lexicon)) put(name, meaning);
    } else if (dimension === 'filing_company') {
      for (const name of filingCompanyNames(value)) put(name, meaning);
    } else {
      put(value, meaning);
      if (dimension === 'factor') put(value.replace(/\([^)]*\)/g, ' '), meaning);
      if (dimension === 'carrier' || dimension === 'company') {
        const short = normalizePhrase(value).replace(TRAILING_GENERIC, '');
        // "Red River" is the carrier Red River Casualty (the group), not its company Red River
        // Insurance Company, unless "company" is said (eighth pass): a company's short name
        // that starts a carrier's name is left to the carrier.
        const carrierToo =
          dimension === 'company' &&
          rows.some(
            (r) =>
              r.dimension === 'carrier' && `${normalizePhrase(r.value)} `.startsWith(`${short} `),
          );
        if (short.includes(' ') && !carrierToo) put(short, meaning);
        // "Fire & Casualty" for "Fire and Casualty".
        for (const name of [normalizePhrase(value), short])
          if (name.includes(' and ')) put(name.replaceAll(' and ', ' & '), meaning);
      }
      const alias = normalizePhrase(value).replace(GENERIC_WORDS, ' ').replace(/\s+/g, ' ').trim();
      if (dimension === 'carrier' && alias.includes(' ')) put(alias, meaning);
      // "HMIG" for Harrowgate Mutual Insurance Group (twentieth pass): a carrier's initials.
      const initials = carrierInitials(value);
      if (dimension === 'carrier' && initials && !lexicon.has(initials)) put(initials, meaning);
      fuzzy.push({ dimension, value, alias: normalizePhrase(value) });
      if (alias && alias !== normalizePhrase(value)) fuzzy.push({ dimension, value, alias });
    }
  }
  // A carrier's first word, when no other carrier starts with it ("Calloway", "Harrowgate"): the
  // group, not one of its companies (which share the word).
  const firstWords = new Map<string, string[]>();
  for (const { dimension, value } of rows) {
    if (dimension !== 'carrier') continue;
    const first = normalizePhrase(value).split(' ')[0] ?? '';
    firstWords.set(first, [...(firstWords.get(first) ?? []), value]);
  }
  for (const [first, carriers] of firstWords) {
    const carrier = carriers[0];
    if (carriers.length === 1 && carrier && first.length >= 5 && !lexicon.has(first))
      put(first, { kind: 'value', dimension: 'carrier', value: carrier });
  }
  // A carrier's leading words ("Meridian Trust", "Harrowgate Mutual"): the group, when no other
  // carrier's name starts with them.
  const carrierNames = rows.filter((r) => r.dimension === 'carrier').map((r) => r.value);
  // "Calloway auto filings" (seventeenth pass): when the first word alone names the carrier, a
  // next word that names a value of its own (a line: "auto", "home") is that value, not more of
  // the carrier's name; the longer prefixes ("Calloway Auto and Home") still name the carrier.
  const endsWithOtherValue = (words: string[], size: number, carrier: string): boolean => {
    const first = phrases.get(words[0] ?? '');
    const last = phrases.get(words[size - 1] ?? '');
    return (
      size === 2 &&
      first?.kind === 'value' &&
      first.value === carrier &&
      last?.kind === 'value' &&
      last.dimension !== 'carrier' &&
      last.dimension !== 'company'
    );
  };
  for (const carrier of carrierNames) {
    const words = normalizePhrase(carrier).split(' ');
    for (let size = 2; size < words.length; size++) {
      const prefix = words.slice(0, size).join(' ');
      const shared = carrierNames.some(
        (other) => other !== carrier && `${normalizePhrase(other)} `.startsWith(`${prefix} `),
      );
      if (!shared && !endsWithOtherValue(words, size, carrier))
        put(prefix, { kind: 'value', dimension: 'carrier', value: carrier });
    }
  }
  for (const { factor, level } of levels) {
    const meaning: Meaning = {
      kind: 'value',
      dimension: 'factor_level',
      value: `${factor}${FACTOR_LEVEL_SEPARATOR}${level}`,
    };
    for (const phrase of factorLevelPhrases(factor, level)) put(phrase, meaning);
  }
  for (const [phrase, meaning] of BASE_LEXICON) put(phrase, meaning);
  return {
    phrases,
    fuzzy,
    stateCodes: new Set(US_STATES.map((s) => s.code)),
    shadowedCoverages,
  };
}
