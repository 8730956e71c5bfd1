import type { Condition, Intent } from './intent.ts';
import type { Token } from './meaning.ts';

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The columns of the reviewers view (v) that a roster reading filters or groups by. */
const ROSTER_COLUMN: Readonly<Record<string, string>> = {
  state: 'v.state',
  reviewer_title: 'v.title',
};

/** Whether a roster reading can filter on `d` (a department's state, a reviewer's title). */
export const isRosterDimension = (d: string): boolean => d in ROSTER_COLUMN;

/** The WHERE terms of `filters` on the reviewers view, or undefined when one has no column there. */
function rosterFilters(filters: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const where: string[] = [];
  for (const [d, values] of filters) {
    const column = ROSTER_COLUMN[d];
    if (!column) return undefined;
    where.push(
      values.length === 1
        ? `${column} = ${quote(values[0] ?? '')}`
        : `${column} in (${values.map(quote).join(', ')})`,
    );
  }
  return where;
}

/**
 * "How many reviewers are there in Texas", "number of reviewers per state", "reviewers by title":
 * a count of the department-of-insurance reviewers themselves, read from the reviewers view
 * (every reviewer of a state's department, whether or not a filing in the data names them),
 * when the question says nothing about filings: no measure but the count of reviewers, and only
 * their state or title as filter or grouping. Undefined for any other question.
 */
/**
 * "the three titles most common among reviewers": groups of the roster ranked by their number of
 * reviewers and cut to a length (fifteenth pass); a limit on anything else is not the roster's.
 */
function rankedByCount(intent: Intent): boolean {
  if (intent.groupBy.length === 0) return false;
  const by = intent.order?.measure;
  return (
    !intent.order?.metric &&
    !intent.order?.date &&
    (!by || (by.aggregate === 'distinct' && by.dimension === 'reviewer'))
  );
}

/**
 * A condition the roster can hold: the filings a reviewer was assigned (a row's `total_filings`),
 * or, with a grouping, the group's number of reviewers ("titles held by over 40 reviewers").
 */
function rosterCondition(c: Condition, intent: Intent): boolean {
  if (c.against) return false;
  if (!c.measure) return c.metric === 'reviews';
  return (
    intent.groupBy.length > 0 &&
    c.measure.aggregate === 'distinct' &&
    c.measure.dimension === 'reviewer' &&
    !c.measure.filters &&
    !c.measure.conditions
  );
}

export function rosterSql(intent: Intent): string | undefined {
  const [measure, ...others] = intent.measures;
  // The reviewers themselves, one row each (reviewersWithNoFilings).
  const listing =
    intent.measures.length === 0 && intent.groupBy.length === 1 && intent.groupBy[0] === 'reviewer';
  if (listing) {
    if (intent.conditions.length === 0) return undefined;
  } else if (
    others.length > 0 ||
    measure?.aggregate !== 'distinct' ||
    measure.dimension !== 'reviewer' ||
    intent.dates.length > 0 ||
    intent.conditions.some((c) => !rosterCondition(c, intent)) ||
    intent.exclusions.size > 0 ||
    intent.share ||
    intent.over ||
    (intent.limit !== undefined && !rankedByCount(intent))
  )
    return undefined;
  const columns: Record<string, string> = { ...ROSTER_COLUMN, reviewer: 'v.name' };
  if (intent.groupBy.some((d) => !(d in columns))) return undefined;
  const where = rosterFilters(intent.filters);
  if (!where) return undefined;
  // "reviewers never assigned a filing": the filings each reviewer was assigned (eleventh pass).
  for (const c of intent.conditions)
    if (!c.measure) where.push(`v.total_filings ${c.op} ${c.value}`);
  // "titles with over forty reviewers" (twentieth pass): on each group's number of reviewers.
  const having = intent.conditions
    .filter((c) => c.measure)
    .map((c) => `count(*) ${c.op} ${c.value}`);
  const keys = intent.groupBy.map((d) => `${columns[d]} as ${d}`);
  const lines = [
    // A listed reviewer is told apart by the department and title beside the name.
    `select ${(listing ? [...keys, 'v.state', 'v.title'] : [...keys, 'count(*) as reviewer_count']).join(', ')}`,
    'from reviewers v',
  ];
  if (where.length > 0) lines.push(`where ${where.join(' and ')}`);
  if (listing) lines.push('order by 1, 2');
  else if (keys.length > 0) {
    const positions = keys.map((_, i) => i + 1).join(', ');
    const direction = intent.order?.direction ?? 'desc';
    lines.push(`group by ${positions}`);
    if (having.length > 0) lines.push(`having ${having.join(' and ')}`);
    lines.push(`order by reviewer_count ${direction}, ${positions}`);
  }
  if (intent.limit !== undefined) lines.push(`limit ${Math.max(1, Math.floor(intent.limit))}`);
  return lines.join('\n');
}

/**
 * "Which Arizona reviewers have never written an objection letter", "the Louisiana reviewer with
 * the most objections": a department's reviewers and the objection letters each has written, read
 * from the reviewers view (its `total_objections`), when the question names the reviewers' state
 * (the department they work for) and asks nothing of them but their letters: one row per reviewer
 * of that department, those with no letters included. The filings' own letters (`objection_count`)
 * counted per reviewer assigned would count a letter for every reviewer of the filing, and lose
 * the reviewers whose filings all drew letters from someone else. Undefined for any other question.
 */
export function reviewerLettersSql(intent: Intent): string | undefined {
  // "How many Texas reviewers never objected" (twenty-third pass): the department's reviewers
  // counted by their own letters, not the reviewers of filings that drew no letter.
  const [counted, ...more] = intent.measures;
  const countsReviewers =
    intent.groupBy.length === 0 &&
    more.length === 0 &&
    counted?.aggregate === 'distinct' &&
    counted.dimension === 'reviewer' &&
    !counted.filters &&
    intent.conditions.length > 0;
  if (!countsReviewers && (intent.groupBy.length !== 1 || intent.groupBy[0] !== 'reviewer'))
    return undefined;
  // "Which two reviewers wrote the most objection letters" (twenty-third pass): with no filter at
  // all, every reviewer's own letters; a letter names its writer by one of the reviewer's names
  // (`alternative_names`), so counting the letters' names would split a reviewer's total.
  if (!intent.filters.has('state') && (intent.filters.size > 0 || countsReviewers))
    return undefined;
  if ([...intent.filters.keys()].some((d) => d !== 'state' && d !== 'reviewer_title'))
    return undefined;
  if (intent.dates.length > 0 || intent.exclusions.size > 0 || intent.share || intent.over)
    return undefined;
  const letters = (metric: string) => metric === 'objection_count';
  const measures = intent.measures.filter(
    (m) =>
      !(m.aggregate === 'count' && m.metric === 'filings') && !(countsReviewers && m === counted),
  );
  if (measures.some((m) => !letters(m.metric) || m.filters || m.dimension)) return undefined;
  if (intent.conditions.some((c) => !letters(c.measure?.metric ?? c.metric) || c.against))
    return undefined;
  if (measures.length === 0 && intent.conditions.length === 0) return undefined;
  if (intent.order?.metric && !letters(intent.order.metric)) return undefined;
  if (intent.order?.measure && !letters(intent.order.measure.metric)) return undefined;
  const where = rosterFilters(intent.filters);
  if (!where) return undefined;
  for (const c of intent.conditions) where.push(`v.total_objections ${c.op} ${c.value}`);
  const filtered = where.length > 0 ? [`where ${where.join('\n  and ')}`] : [];
  if (countsReviewers)
    return ['select count(*) as reviewer_count', 'from reviewers v', ...filtered].join('\n');
  const direction = intent.order?.direction ?? 'desc';
  const lines = [
    'select v.name as reviewer, v.total_objections',
    'from reviewers v',
    ...filtered,
    `order by v.total_objections ${direction}, v.name`,
  ];
  if (intent.limit !== undefined) lines.push(`limit ${Math.max(1, Math.floor(intent.limit))}`);
  return lines.join('\n');
}

const NONE_WORD = /^(no|not|never|without|none|zero|haven't|hasn't|hadn't|didn't|w\/o)$/;
const ASSIGNED_WORD =
  /^(assigned|assigned to|assignments?|reviewed|handled|worked on|filings?|a filing)$/;

/**
 * "How many reviewers have never been assigned a filing", "reviewers without any assignments,
 * how many" (issue 22, eleventh pass): the department's reviewers whose total of filings is 0,
 * read from the reviewers view, when the question counts reviewers (or reviewer rows of counts)
 * and a negation reaches their assignments. Changes the intent in place; true when it applied.
 */
export function reviewersWithNoFilings(tokens: readonly Token[], intent: Intent): boolean {
  // "with zero filings assigned": the number none.
  const negatedAt = tokens.findIndex(
    (t) =>
      (t.meaning.kind === 'not' && NONE_WORD.test(t.text)) ||
      (t.meaning.kind === 'number' && t.meaning.value === 0 && /^(zero|0)$/.test(t.text)),
  );
  if (negatedAt < 0) return false;
  const reachesAssignment = tokens
    .slice(negatedAt + 1)
    .some(
      (t) =>
        ASSIGNED_WORD.test(t.text) ||
        (t.meaning.kind === 'metric' && ['filings', 'reviews'].includes(t.meaning.metric)),
    );
  if (!reachesAssignment) return false;
  // "which Ohio reviewers were never assigned a filing" (fifteenth pass): with no count word, the
  // reviewers themselves are listed, one row each.
  const listed = !tokens.some((t) => t.meaning.kind === 'count');
  const roster =
    intent.groupBy.length === 0 &&
    intent.measures.length === 1 &&
    intent.measures[0]?.aggregate === 'distinct' &&
    intent.measures[0]?.dimension === 'reviewer';
  const perReviewer =
    intent.groupBy.length === 1 &&
    intent.groupBy[0] === 'reviewer' &&
    intent.measures.every(
      (m) => m.aggregate === 'count' && (m.metric === 'filings' || m.metric === 'reviews'),
    );
  if (listed ? !perReviewer : !roster && !perReviewer) return false;
  if ([...intent.filters.keys()].some((d) => d !== 'state' && d !== 'reviewer_title')) return false;
  if (intent.dates.length > 0 || intent.share || intent.over || intent.conditions.length > 0)
    return false;
  intent.groupBy = listed ? ['reviewer'] : [];
  intent.measures = listed
    ? []
    : [{ aggregate: 'distinct', metric: 'filings', dimension: 'reviewer' }];
  intent.exclusions = new Map();
  intent.conditions = [{ metric: 'reviews', op: '=', value: 0 }];
  intent.order = undefined;
  return true;
}

/**
 * "Mean number of assigned filings per reviewer, broken down by title", "how many filings does a
 * reviewer handle on average, by job title" (twenty-second pass): an average (or median, highest,
 * lowest) over the reviewers of the filings each was assigned, read from the reviewers view (its
 * `total_filings`, which counts the reviewers assigned none as 0), within each title or state
 * the question groups by. Only for every filing on record: no period, condition or filter but
 * the reviewers' state or title. Undefined for any other question.
 */
export function reviewerAverageSql(intent: Intent): string | undefined {
  const over = intent.over;
  if (!over || !intent.groupBy.includes('reviewer')) return undefined;
  const [measure, ...others] = intent.measures;
  if (others.length > 0 || measure?.aggregate !== 'count' || measure.metric !== 'filings')
    return undefined;
  if (measure.filters || measure.conditions) return undefined;
  const columns = ROSTER_COLUMN;
  const outer = intent.groupBy.filter((d) => d !== 'reviewer');
  if (outer.length > 1 || outer.some((d) => !(d in columns))) return undefined;
  if (intent.dates.length > 0 || intent.conditions.length > 0 || intent.exclusions.size > 0)
    return undefined;
  if (intent.share || intent.limit !== undefined || intent.letters || intent.without)
    return undefined;
  const where = rosterFilters(intent.filters);
  if (!where) return undefined;
  const figure = {
    avg: 'round(avg(v.total_filings), 2)',
    median: 'round((percentile_cont(0.5) within group (order by v.total_filings))::numeric, 2)',
    max: 'max(v.total_filings)',
    min: 'min(v.total_filings)',
  }[over];
  const label = { avg: 'average', median: 'median', max: 'max', min: 'min' }[over];
  const keys = outer.map((d) => `${columns[d]} as ${d}`);
  const lines = [
    `select ${[...keys, `${figure} as ${label}_filings_per_reviewer`].join(', ')}`,
    'from reviewers v',
  ];
  if (where.length > 0) lines.push(`where ${where.join(' and ')}`);
  if (keys.length > 0) lines.push('group by 1', 'order by 1');
  return lines.join('\n');
}

/**
 * "What share of reviewers are Actuarial Analysts?", "Texas reviewers: % titled Supervisor"
 * (twenty-third pass): a share of the department-of-insurance reviewers themselves, read from the
 * reviewers view, when the share's measure counts reviewers (`shareOfReviewers`) and the part and
 * the whole are said only by title and state. Undefined for any other question.
 */
export function reviewerShareSql(intent: Intent): string | undefined {
  const [measure, ...others] = intent.measures;
  if (others.length > 0 || measure?.aggregate !== 'share' || measure.dimension !== 'reviewer')
    return undefined;
  const share = intent.share;
  if (!share || share.conditions.length > 0 || share.of || share.filters.size === 0)
    return undefined;
  if (intent.groupBy.length > 0 || intent.dates.length > 0 || intent.exclusions.size > 0)
    return undefined;
  if (intent.conditions.length > 0 || intent.over || intent.limit !== undefined) return undefined;
  const part = rosterFilters(share.filters);
  const whole = rosterFilters(intent.filters);
  if (!part || !whole) return undefined;
  const lines = [
    `select round(100.0 * count(*) filter (where ${part.join(' and ')}) / nullif(count(*), 0), 2) as share_percent`,
    'from reviewers v',
  ];
  if (whole.length > 0) lines.push(`where ${whole.join(' and ')}`);
  return lines.join('\n');
}
