import type { Intent } from './intent.ts';

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * "How many reviewers are there in Texas", "number of reviewers per state", "reviewers by title":
 * a count of the department-of-insurance reviewers themselves, read from the reviewers view
 * (every reviewer of a state's department, whether or not a filing in the data names them),
 * when the question says nothing about filings: no measure but the count of reviewers, and only
 * their state or title as filter or grouping. Undefined for any other question.
 */
export function rosterSql(intent: Intent): string | undefined {
  const [measure, ...others] = intent.measures;
  if (
    others.length > 0 ||
    measure?.aggregate !== 'distinct' ||
    measure.dimension !== 'reviewer' ||
    intent.dates.length > 0 ||
    intent.conditions.length > 0 ||
    intent.exclusions.size > 0 ||
    intent.share ||
    intent.over ||
    intent.limit !== undefined
  )
    return undefined;
  const columns: Record<string, string> = { state: 'v.state', reviewer_title: 'v.title' };
  if (intent.groupBy.some((d) => !(d in columns))) return undefined;
  const where: string[] = [];
  for (const [d, values] of intent.filters) {
    const column = d === 'state' ? 'v.state' : d === 'reviewer_title' ? 'v.title' : undefined;
    if (!column) return undefined;
    where.push(
      values.length === 1
        ? `${column} = ${quote(values[0] ?? '')}`
        : `${column} in (${values.map(quote).join(', ')})`,
    );
  }
  const keys = intent.groupBy.map((d) => `${columns[d]} as ${d}`);
  const lines = [
    `select ${[...keys, 'count(*) as reviewer_count'].join(', ')}`,
    'from reviewers v',
  ];
  if (where.length > 0) lines.push(`where ${where.join(' and ')}`);
  if (keys.length > 0) {
    const positions = keys.map((_, i) => i + 1).join(', ');
    lines.push(`group by ${positions}`, `order by reviewer_count desc, ${positions}`);
  }
  return lines.join('\n');
}
