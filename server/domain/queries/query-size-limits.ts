/**
 * Limits on the shape of a custom query, checked before PostgreSQL sees it. The planner does not
 * stop for statement_timeout while it plans (600 chained CTEs planned for 58-81 s on the server),
 * and PostgreSQL's parser overflows its stack on deep nesting, so a query is refused up front
 * when it is bigger than any analysis needs.
 */
export const QUERY_LIMITS = {
  /** Parentheses and brackets open at once. */
  maxNesting: 48,
  /** Nodes of the parse tree. */
  maxNodes: 6_000,
  /** WITH items in the whole query. */
  maxCtes: 20,
  /** Relations, subqueries and functions in FROM clauses, over the whole query. */
  maxFromItems: 32,
} as const;

/** The deepest nesting of ( and [ outside string literals, quoted names and comments. */
export function nestingDepth(sql: string): number {
  let depth = 0;
  let deepest = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const next = sql[i + 1];
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      i = end < 0 ? sql.length : end + 1;
      continue;
    }
    if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
      continue;
    }
    if (c === '(' || c === '[') deepest = Math.max(deepest, ++depth);
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    i++;
  }
  return deepest;
}
