import { hasSqlDetails, loadModule, parseSync } from 'libpg-query';
import {
  ALLOWED_FROM_FUNCTIONS,
  ALLOWED_FUNCTIONS,
  CONSTANT_ARGUMENT_FUNCTIONS,
} from './allowed-functions.ts';
import { ALLOWED_NODES, ALLOWED_TYPES, NODE_MESSAGES } from './allowed-syntax.ts';
import { nestingDepth, QUERY_LIMITS } from './query-size-limits.ts';
import { QUERY_VIEW_NAMES, QUERY_VIEWS_SCHEMA } from './query-view-catalog.ts';
import { FUNCTION_RESULT_COLUMNS, QUERY_VIEW_COLUMN_NAMES } from './query-view-columns.ts';

export type SafetyVerdict =
  | { ok: true; sql: string; offset: number }
  | { ok: false; message: string; position: number };

type Node = Record<string, unknown>;

class Refusal extends Error {
  readonly location: number;
  constructor(message: string, location: unknown) {
    super(message);
    this.location = typeof location === 'number' ? location : -1;
  }
}

let loading: Promise<void> | undefined;

/** What one check has seen so far (the check is synchronous, so one at a time). */
type Budget = { nodes: number; ctes: number; fromItems: number; definedNames: Set<string> };
let budget: Budget = { nodes: 0, ctes: 0, fromItems: 0, definedNames: new Set() };

const FROM_ITEMS = new Set(['RangeVar', 'RangeSubselect', 'RangeFunction']);
/** Nested objects of the parse tree; each level of SQL nesting adds a few. */
const MAX_TREE_DEPTH = 400;

function spend(key: string, location: unknown): void {
  budget.nodes += 1;
  if (budget.nodes > QUERY_LIMITS.maxNodes) {
    throw new Refusal(
      `The query is too large to check (more than ${QUERY_LIMITS.maxNodes.toLocaleString('en-US')} parts); split it or simplify it`,
      location,
    );
  }
  if (FROM_ITEMS.has(key) && ++budget.fromItems > QUERY_LIMITS.maxFromItems) {
    throw new Refusal(
      `The query reads more than ${QUERY_LIMITS.maxFromItems} tables, subqueries or functions; simplify it`,
      location,
    );
  }
}

/** Names the query itself gives to columns and relations (aliases, CTE names, output names). */
function collectDefinedNames(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > MAX_TREE_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collectDefinedNames(item, into, depth + 1);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as Node;
  for (const [key, child] of Object.entries(node)) {
    if ((key === 'aliasname' || key === 'ctename') && typeof child === 'string') into.add(child);
    else if (key === 'colnames' || key === 'aliascolnames')
      for (const n of names(child)) into.add(n);
    else if (key === 'ResTarget') {
      const name = (child as Node | undefined)?.name;
      if (typeof name === 'string') into.add(name);
    }
    collectDefinedNames(child, into, depth + 1);
  }
}

/**
 * `x.name` and `(x).name` call the function `name(x)` when `name` is no column of `x`
 * (attribute notation), so such a name must be a column or an allowed function.
 */
function checkAttribute(name: string, location: unknown): void {
  const lower = name.toLowerCase();
  if (
    QUERY_VIEW_COLUMN_NAMES.has(name) ||
    FUNCTION_RESULT_COLUMNS.has(name) ||
    budget.definedNames.has(name) ||
    ALLOWED_FUNCTIONS.has(lower)
  )
    return;
  throw new Refusal(
    `${name} is not a column of the query views; calling functions with attribute notation is not allowed`,
    location,
  );
}

function checkColumnRef(body: Node): void {
  const fields = Array.isArray(body.fields) ? (body.fields as Node[]) : [];
  const last = fields.at(-1) as { String?: { sval?: string } } | undefined;
  if (fields.length >= 2 && last?.String?.sval !== undefined)
    checkAttribute(last.String.sval, body.location);
}

function checkIndirection(body: Node): void {
  const steps = Array.isArray(body.indirection) ? (body.indirection as Node[]) : [];
  for (const step of steps) {
    const sval = (step as { String?: { sval?: string } }).String?.sval;
    if (sval !== undefined) checkAttribute(sval, (body.arg as Node | undefined)?.location);
  }
}

/** Loads the WASM parser once; call before `checkQuerySafety`. */
export function loadQueryParser(): Promise<void> {
  loading ??= loadModule();
  return loading;
}

function names(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => String((item as { String?: { sval?: string } }).String?.sval ?? ''));
}

function isConstant(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const [type, body] = Object.entries(node as Node)[0] ?? [];
  if (type === 'A_Const') return true;
  if (type === 'TypeCast') return isConstant((body as Node).arg);
  if (type === 'A_Expr') {
    const expr = body as Node;
    return (expr.lexpr === undefined || isConstant(expr.lexpr)) && isConstant(expr.rexpr);
  }
  return false;
}

function checkFunction(body: Node, inFrom: boolean): void {
  const parts = names(body.funcname);
  const schema = parts.length > 1 ? parts[0] : undefined;
  const name = (parts.at(-1) ?? '').toLowerCase();
  const qualifiedOk = schema === undefined || schema === 'pg_catalog';
  if (!qualifiedOk || !ALLOWED_FUNCTIONS.has(name)) {
    throw new Refusal(
      `Function ${parts.join('.')}() is not allowed in a custom query`,
      body.location,
    );
  }
  if (inFrom && !ALLOWED_FROM_FUNCTIONS.has(name)) {
    throw new Refusal(`Function ${name}() cannot be used in FROM`, body.location);
  }
  if (CONSTANT_ARGUMENT_FUNCTIONS.has(name)) {
    const args = Array.isArray(body.args) ? body.args : [];
    if (!args.every(isConstant)) {
      throw new Refusal(`${name}() takes constant arguments only`, body.location);
    }
  }
}

function checkRangeVar(body: Node, ctes: ReadonlySet<string>): void {
  const relation = String(body.relname ?? '');
  const schema = body.schemaname === undefined ? undefined : String(body.schemaname);
  if (body.catalogname !== undefined) {
    throw new Refusal(`Relation ${relation} is not one of the query views`, body.location);
  }
  const allowed =
    schema === undefined
      ? ctes.has(relation) || QUERY_VIEW_NAMES.has(relation)
      : schema === QUERY_VIEWS_SCHEMA && QUERY_VIEW_NAMES.has(relation);
  if (!allowed) {
    const shown = schema ? `${schema}.${relation}` : relation;
    throw new Refusal(
      `Relation ${shown} is not one of the query views (${[...QUERY_VIEW_NAMES].join(', ')})`,
      body.location,
    );
  }
}

function checkSelect(body: Node, outer: ReadonlySet<string>): void {
  let scope = outer;
  const withClause = body.withClause as Node | undefined;
  if (withClause) {
    if (withClause.recursive)
      throw new Refusal('WITH RECURSIVE is not allowed', withClause.location);
    for (const item of (withClause.ctes as Node[] | undefined) ?? []) {
      const cte = item.CommonTableExpr as Node | undefined;
      if (++budget.ctes > QUERY_LIMITS.maxCtes) {
        throw new Refusal(
          `The query has more than ${QUERY_LIMITS.maxCtes} WITH items; combine some of them`,
          cte?.location,
        );
      }
      if (!cte) throw new Refusal('Unexpected WITH item', -1);
      const query = cte.ctequery as Node | undefined;
      if (!query?.SelectStmt) {
        throw new Refusal('Only SELECT is allowed inside WITH', cte.location);
      }
      // A non-recursive CTE sees only the CTEs written before it.
      walk(query, scope, false);
      scope = new Set([...scope, String(cte.ctename)]);
    }
  }
  for (const [key, value] of Object.entries(body)) {
    if (key === 'withClause') continue;
    if (key === 'lockingClause' && Array.isArray(value) && value.length > 0) {
      throw new Refusal(NODE_MESSAGES.LockingClause ?? '', -1);
    }
    if (key === 'intoClause') throw new Refusal(NODE_MESSAGES.IntoClause ?? '', -1);
    if (key === 'fromClause') walkFrom(value, scope);
    else walkValue(value, scope, false);
  }
}

function walkFrom(value: unknown, scope: ReadonlySet<string>): void {
  if (Array.isArray(value)) for (const item of value) walkFrom(item, scope);
  else walkValue(value, scope, true);
}

let depth = 0;

function walkValue(value: unknown, scope: ReadonlySet<string>, inFrom: boolean): void {
  if (Array.isArray(value)) for (const item of value) walkValue(item, scope, inFrom);
  else if (value && typeof value === 'object') {
    if (++depth > MAX_TREE_DEPTH) {
      throw new Refusal('The query is nested too deeply to check; simplify it', -1);
    }
    try {
      walk(value as Node, scope, inFrom);
    } finally {
      depth--;
    }
  }
}

function walk(node: Node, scope: ReadonlySet<string>, inFrom: boolean): void {
  for (const [key, value] of Object.entries(node)) {
    if (!/^[A-Z]/.test(key)) {
      walkValue(value, scope, inFrom);
      continue;
    }
    const body = (value ?? {}) as Node;
    spend(key, body.location);
    if (!ALLOWED_NODES.has(key)) {
      throw new Refusal(
        NODE_MESSAGES[key] ?? `${key} is not allowed in a custom query`,
        body.location,
      );
    }
    if (key === 'ColumnRef') checkColumnRef(body);
    else if (key === 'A_Indirection') checkIndirection(body);
    if (key === 'SelectStmt') checkSelect(body, scope);
    else if (key === 'RangeVar') checkRangeVar(body, scope);
    else if (key === 'FuncCall') {
      checkFunction(body, inFrom);
      walkValue(body, scope, false);
    } else if (key === 'TypeCast' || key === 'TypeName') {
      const typeName = (key === 'TypeCast' ? body.typeName : body) as Node | undefined;
      const type = (names(typeName?.names).at(-1) ?? '').toLowerCase();
      if (!ALLOWED_TYPES.has(type)) {
        throw new Refusal(`Casting to ${type} is not allowed`, typeName?.location ?? body.location);
      }
      if (key === 'TypeCast') walkValue(body.arg, scope, false);
    } else if (key === 'JoinExpr' || key === 'RangeFunction' || key === 'List') {
      walkValue(body, scope, inFrom);
    } else walkValue(body, scope, false);
  }
}

/** A parser byte offset (0-based) as PostgreSQL's 1-based character position; 0 when unknown. */
function toPosition(sql: string, byteOffset: number | undefined): number {
  if (byteOffset === undefined || byteOffset < 0) return 0;
  return Buffer.from(sql, 'utf8').subarray(0, byteOffset).toString('utf8').length + 1;
}

/**
 * Checks one custom query with PostgreSQL's own parser: exactly one SELECT (or WITH ... SELECT)
 * over the query views, CTEs and allowed functions only, no locking, no SELECT INTO. Positions
 * are 1-based character offsets, 0 when unknown.
 */
export function checkQuerySafety(sql: string): SafetyVerdict {
  if (sql.includes('\u0000'))
    return { ok: false, message: 'The query contains a NUL byte', position: 0 };
  if (sql.length > 20_000) return { ok: false, message: 'The query is too long', position: 0 };
  const nesting = nestingDepth(sql);
  if (nesting > QUERY_LIMITS.maxNesting) {
    return {
      ok: false,
      message: `The query nests brackets ${nesting} levels deep; at most ${QUERY_LIMITS.maxNesting} are allowed`,
      position: 0,
    };
  }
  let tree: { stmts?: Node[] };
  try {
    tree = parseSync(sql) as { stmts?: Node[] };
  } catch (error) {
    if (hasSqlDetails(error)) {
      const details = error.sqlDetails;
      return {
        ok: false,
        message: error.message,
        // The parser's cursor is a 0-based character offset (node locations are bytes).
        position: (details?.cursorPosition ?? -1) + 1,
      };
    }
    const message = error instanceof Error ? error.message : '';
    return {
      ok: false,
      message:
        message && message !== '[object Object]'
          ? message
          : 'The query could not be parsed: it is too large or nested too deeply',
      position: 0,
    };
  }
  const statements = tree.stmts ?? [];
  if (statements.length !== 1) {
    const second = statements[1] as { stmt_location?: number } | undefined;
    return {
      ok: false,
      message: statements.length === 0 ? 'The query is empty' : 'Only one statement is allowed',
      position: toPosition(sql, second?.stmt_location),
    };
  }
  const stmt = (statements[0] as { stmt?: Node }).stmt ?? {};
  if (!stmt.SelectStmt) {
    const kind = Object.keys(stmt)[0] ?? 'statement';
    return { ok: false, message: `Only SELECT is allowed, not ${kind}`, position: 1 };
  }
  budget = { nodes: 0, ctes: 0, fromItems: 0, definedNames: new Set() };
  depth = 0;
  try {
    collectDefinedNames(stmt, budget.definedNames);
    walk(stmt, new Set(), false);
  } catch (error) {
    if (error instanceof Refusal) {
      return { ok: false, message: error.message, position: toPosition(sql, error.location) };
    }
    if (error instanceof RangeError) {
      return {
        ok: false,
        message: 'The query is nested too deeply to check; simplify it',
        position: 0,
      };
    }
    throw error;
  }
  // The statement alone, without a trailing semicolon or comment after it.
  const { stmt_location: start = 0, stmt_len: length = 0 } = statements[0] as {
    stmt_location?: number;
    stmt_len?: number;
  };
  const bytes = Buffer.from(sql, 'utf8');
  const end = length > 0 ? start + length : bytes.length;
  const raw = bytes.subarray(start, end).toString('utf8');
  const leading = raw.length - raw.trimStart().length;
  const offset = bytes.subarray(0, start).toString('utf8').length + leading;
  return { ok: true, sql: raw.trim(), offset };
}
