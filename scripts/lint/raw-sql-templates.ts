import ts from 'typescript';

/**
 * Kysely's raw `sql` tagged templates, rendered to text a database can prepare. Each `${…}` hole
 * becomes, in order of preference:
 *   - the SQL it stands for, when that is known statically: a nested `sql` template, a `const`
 *     or parameter bound to one, `sql.raw` / `sql.ref` / `sql.lit` / `sql.join` of known
 *     strings, a call to a helper that returns one (its parameters bound to the arguments);
 *   - a parameter `$n` when the hole is a value (its type is not a Kysely expression): exactly
 *     what Kysely sends;
 *   - a parameter `$n` as well when the hole is an SQL fragment that cannot be worked out
 *     (an "opaque" fragment): sound in expression position only, so a statement that holds one
 *     and does not prepare is skipped rather than failed.
 */
export type SqlTemplate = {
  file: string;
  line: number;
  column: number;
  kind: 'statement' | 'fragment';
  text: string;
  /** Source text of the fragment holes that became parameters without being checked. */
  opaque: string[];
};

export type SqlTemplateScan = {
  templates: SqlTemplate[];
  /** Fragments (not statements) that some statement inlined, so the database saw them. */
  coveredFragments: Set<string>;
};

type Binding = { expr: ts.Expression; env: Env };
type Env = ReadonlyMap<ts.Symbol, Binding>;
const EMPTY_ENV: Env = new Map();
const MAX_DEPTH = 80;
const STATEMENT_START = /^\(*\s*(select|with|insert|update|delete|values|table)\b/i;

export const templateId = (t: Pick<SqlTemplate, 'file' | 'line' | 'column'>) =>
  `${t.file}:${t.line}:${t.column}`;

function unwrap(expr: ts.Expression): ts.Expression {
  let e = expr;
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isTypeAssertionExpression(e)
  ) {
    e = e.expression;
  }
  return e;
}

export function isSqlTemplate(node: ts.Node): node is ts.TaggedTemplateExpression {
  return (
    ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql'
  );
}

/** `sql.name(...)`'s name, or undefined for any other expression. */
function sqlMethod(expr: ts.Expression): string | undefined {
  if (!ts.isCallExpression(expr) || !ts.isPropertyAccessExpression(expr.expression)) return;
  const target = expr.expression.expression;
  return ts.isIdentifier(target) && target.text === 'sql' ? expr.expression.name.text : undefined;
}

const quoteIdentifier = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');

class Renderer {
  params = 0;
  opaque: string[] = [];
  inlined = new Set<ts.TaggedTemplateExpression>();

  private readonly checker: ts.TypeChecker;

  constructor(checker: ts.TypeChecker) {
    this.checker = checker;
  }

  /** Follows identifiers, constants, bound parameters and object properties to an expression. */
  resolve(expr: ts.Expression, env: Env, depth = 0): Binding {
    const e = unwrap(expr);
    if (depth > MAX_DEPTH) return { expr: e, env };
    if (ts.isIdentifier(e)) {
      const symbol = this.symbolOf(e);
      if (!symbol) return { expr: e, env };
      const bound = env.get(symbol);
      if (bound) return this.resolve(bound.expr, bound.env, depth + 1);
      const decl = symbol.valueDeclaration;
      if (decl && ts.isShorthandPropertyAssignment(decl)) return { expr: e, env };
      if (decl && (ts.isVariableDeclaration(decl) || ts.isParameter(decl)) && decl.initializer) {
        return this.resolve(decl.initializer, env, depth + 1);
      }
      return { expr: e, env };
    }
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
      const key = ts.isPropertyAccessExpression(e)
        ? e.name.text
        : this.evalString(e.argumentExpression, env, depth + 1);
      const owner = this.resolve(e.expression, env, depth + 1);
      if (key !== undefined && ts.isObjectLiteralExpression(owner.expr)) {
        const found = this.property(owner.expr, key);
        if (found) return this.resolve(found, owner.env, depth + 1);
      }
    }
    return { expr: e, env };
  }

  private symbolOf(node: ts.Node): ts.Symbol | undefined {
    const symbol = this.checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) return this.checker.getAliasedSymbol(symbol);
    if (symbol?.valueDeclaration && ts.isShorthandPropertyAssignment(symbol.valueDeclaration)) {
      return this.checker.getShorthandAssignmentValueSymbol(symbol.valueDeclaration) ?? symbol;
    }
    return symbol;
  }

  private property(object: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
    for (const p of object.properties) {
      if (!p.name || (!ts.isIdentifier(p.name) && !ts.isStringLiteral(p.name))) continue;
      if (p.name.text !== key) continue;
      if (ts.isPropertyAssignment(p)) return p.initializer;
      if (ts.isShorthandPropertyAssignment(p)) return p.name;
    }
    return undefined;
  }

  /** A string (or number) known statically: literals, constants, literal types. */
  evalString(expr: ts.Expression, env: Env, depth = 0): string | undefined {
    if (depth > MAX_DEPTH) return;
    const { expr: e, env: at } = this.resolve(expr, env, depth + 1);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isNumericLiteral(e)) {
      return e.text;
    }
    if (ts.isTemplateExpression(e)) {
      let text = e.head.text;
      for (const span of e.templateSpans) {
        const part = this.evalString(span.expression, at, depth + 1);
        if (part === undefined) return;
        text += part + span.literal.text;
      }
      return text;
    }
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      return this.evalString(e.left, at, depth + 1) ?? this.evalString(e.right, at, depth + 1);
    }
    if (ts.isConditionalExpression(e)) {
      return (
        this.evalString(e.whenTrue, at, depth + 1) ?? this.evalString(e.whenFalse, at, depth + 1)
      );
    }
    return this.literalOfType(this.checker.getTypeAtLocation(e));
  }

  /** `a === 'x'`, `a !== 'x'` and their negations and conjunctions, when known statically. */
  private evalCondition(expr: ts.Expression, env: Env, depth: number): boolean | undefined {
    const e = unwrap(expr);
    if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) {
      const inner = this.evalCondition(e.operand, env, depth + 1);
      return inner === undefined ? undefined : !inner;
    }
    if (!ts.isBinaryExpression(e)) return;
    const op = e.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken) {
      const left = this.evalCondition(e.left, env, depth + 1);
      const right = this.evalCondition(e.right, env, depth + 1);
      if (left === undefined || right === undefined) return;
      return op === ts.SyntaxKind.AmpersandAmpersandToken ? left && right : left || right;
    }
    const equal =
      op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken;
    const unequal =
      op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsToken;
    if (!equal && !unequal) return;
    const left = this.evalString(e.left, env, depth + 1);
    const right = this.evalString(e.right, env, depth + 1);
    if (left === undefined || right === undefined) return;
    return equal ? left === right : left !== right;
  }

  /** The first member of a literal (union) type: one valid value to check with. */
  private literalOfType(type: ts.Type): string | undefined {
    const members = type.isUnion() ? type.types : [type];
    for (const t of members) {
      if (t.isStringLiteral()) return t.value;
      if (t.isNumberLiteral()) return String(t.value);
    }
    return undefined;
  }

  /** Kysely expressions (raw builders, query builders) have `toOperationNode`; values do not. */
  isFragment(expr: ts.Expression): boolean {
    const type = this.checker.getTypeAtLocation(expr);
    if (type.flags & ts.TypeFlags.Any) return false;
    const members = type.isUnion() ? type.types : [type];
    return members.some((t) => t.getProperty('toOperationNode') !== undefined);
  }

  private param(): string {
    this.params += 1;
    return `$${this.params}`;
  }

  renderTemplate(node: ts.TaggedTemplateExpression, env: Env, depth = 0): string {
    this.inlined.add(node);
    const template = node.template;
    if (ts.isNoSubstitutionTemplateLiteral(template)) return template.rawText ?? template.text;
    let text = template.head.text;
    for (const span of template.templateSpans) {
      text += this.renderHole(span.expression, env, text, depth + 1) + span.literal.text;
    }
    return text;
  }

  private renderHole(expr: ts.Expression, env: Env, before: string, depth: number): string {
    const known = this.fragment(expr, env, depth);
    if (known !== undefined) return known;
    if (!this.isFragment(expr)) return this.param();
    this.opaque.push(expr.getText());
    return /\bas\s*$/i.test(before) ? `opaque_alias_${this.opaque.length}` : this.param();
  }

  /** The SQL of a fragment expression, or undefined when it cannot be worked out. */
  fragment(expr: ts.Expression, env: Env, depth: number): string | undefined {
    if (depth > MAX_DEPTH) return;
    const { expr: e, env: at } = this.resolve(expr, env, depth + 1);
    if (isSqlTemplate(e)) return this.renderTemplate(e, at, depth + 1);
    if (ts.isConditionalExpression(e)) {
      const [taken, other] =
        this.evalCondition(e.condition, at, depth + 1) === false
          ? [e.whenFalse, e.whenTrue]
          : [e.whenTrue, e.whenFalse];
      return this.fragment(taken, at, depth + 1) ?? this.fragment(other, at, depth + 1);
    }
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      return this.fragment(e.left, at, depth + 1) ?? this.fragment(e.right, at, depth + 1);
    }
    if (!ts.isCallExpression(e)) return;
    const method = sqlMethod(e);
    const [first, second] = e.arguments;
    if (method === 'raw' && first) return this.evalString(first, at, depth + 1);
    if ((method === 'ref' || method === 'id' || method === 'table') && first) {
      const name = this.evalString(first, at, depth + 1);
      return name === undefined ? undefined : quoteIdentifier(name);
    }
    if ((method === 'lit' || method === 'val') && first) {
      const value = this.evalString(first, at, depth + 1);
      const type = this.checker.getTypeAtLocation(first);
      if (method === 'val' || value === undefined) return this.param();
      return type.flags & ts.TypeFlags.NumberLike ? value : `'${value.replaceAll("'", "''")}'`;
    }
    if (method === 'join' && first) return this.join(first, second, at, depth + 1);
    if (method !== undefined) return;
    return this.inlineCall(e, at, depth + 1);
  }

  private join(
    list: ts.Expression,
    separator: ts.Expression | undefined,
    env: Env,
    depth: number,
  ): string | undefined {
    const items = this.list(list, env, depth);
    if (!items) return this.isFragmentList(list) ? undefined : this.param();
    const sep = separator ? this.fragment(separator, env, depth) : ', ';
    if (sep === undefined || items.length === 0) return;
    const parts: string[] = [];
    for (const item of items) {
      const part = this.fragment(item.expr, item.env, depth);
      if (part !== undefined) parts.push(part);
      else if (!this.isFragment(item.expr)) parts.push(this.param());
      else return;
    }
    return parts.join(sep);
  }

  private isFragmentList(list: ts.Expression): boolean {
    const type = this.checker.getTypeAtLocation(list);
    const element = this.checker.getIndexTypeOfType(type, ts.IndexKind.Number);
    return element?.getProperty('toOperationNode') !== undefined;
  }

  /** The elements of an array literal, or of `array.map(fn)` over one, each with its bindings. */
  private list(expr: ts.Expression, env: Env, depth: number): Binding[] | undefined {
    if (depth > MAX_DEPTH) return;
    const pushed = this.pushedList(expr, env);
    if (pushed) return pushed;
    const { expr: e, env: at } = this.resolve(expr, env, depth + 1);
    if (ts.isArrayLiteralExpression(e)) {
      if (e.elements.some(ts.isSpreadElement)) return;
      return e.elements.map((element) => ({ expr: element, env: at }));
    }
    if (
      ts.isCallExpression(e) &&
      ts.isPropertyAccessExpression(e.expression) &&
      e.expression.name.text === 'map' &&
      e.arguments[0]
    ) {
      const source = this.list(e.expression.expression, at, depth + 1);
      const fn = this.resolve(e.arguments[0], at, depth + 1);
      if (!source || !(ts.isArrowFunction(fn.expr) || ts.isFunctionExpression(fn.expr))) return;
      const body = returnedExpression(fn.expr);
      const param = fn.expr.parameters[0];
      const symbol = param && this.checker.getSymbolAtLocation(param.name);
      if (!body || !symbol) return;
      return source.map((item) => ({ expr: body, env: new Map(fn.env).set(symbol, item) }));
    }
    return;
  }

  /**
   * An array declared empty (or with elements) and grown by `push`: every element pushed
   * anywhere in its scope, as if every optional condition applied at once.
   */
  private pushedList(expr: ts.Expression, env: Env): Binding[] | undefined {
    const e = unwrap(expr);
    if (!ts.isIdentifier(e)) return;
    const symbol = this.symbolOf(e);
    const decl = symbol?.valueDeclaration;
    if (!symbol || !decl || !ts.isVariableDeclaration(decl) || !decl.initializer) return;
    const initial = unwrap(decl.initializer);
    if (!ts.isArrayLiteralExpression(initial) || initial.elements.some(ts.isSpreadElement)) return;
    const items: Binding[] = initial.elements.map((element) => ({ expr: element, env }));
    const scope = decl.parent.parent.parent;
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'push' &&
        ts.isIdentifier(node.expression.expression) &&
        this.symbolOf(node.expression.expression) === symbol
      ) {
        for (const arg of node.arguments) items.push({ expr: arg, env });
      }
      ts.forEachChild(node, visit);
    };
    visit(scope);
    return items;
  }

  /** A helper that returns an SQL fragment, its parameters bound to the call's arguments. */
  private inlineCall(call: ts.CallExpression, env: Env, depth: number): string | undefined {
    const callee = this.resolve(call.expression, env, depth);
    let fn: ts.SignatureDeclaration | undefined;
    if (ts.isArrowFunction(callee.expr) || ts.isFunctionExpression(callee.expr)) fn = callee.expr;
    else if (ts.isIdentifier(callee.expr)) {
      const decl = this.symbolOf(callee.expr)?.valueDeclaration;
      if (decl && ts.isFunctionDeclaration(decl)) fn = decl;
    }
    if (
      !fn ||
      !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn))
    ) {
      return;
    }
    const body = returnedExpression(fn);
    if (!body) return;
    const bound = new Map(callee.env);
    fn.parameters.forEach((param, i) => {
      const symbol = this.checker.getSymbolAtLocation(param.name);
      const arg = call.arguments[i];
      if (!symbol) return;
      if (arg) bound.set(symbol, { expr: arg, env });
      else if (param.initializer) bound.set(symbol, { expr: param.initializer, env: bound });
    });
    return this.fragment(body, bound, depth + 1);
  }
}

/** What a function returns: its expression body, or its last top-level `return`'s value. */
function returnedExpression(
  fn: ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration,
): ts.Expression | undefined {
  if (!fn.body) return;
  if (!ts.isBlock(fn.body)) return fn.body;
  const returns = fn.body.statements.filter(ts.isReturnStatement);
  return returns.at(-1)?.expression;
}

function isInsideSqlHole(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) {
    if (isSqlTemplate(p)) return true;
    if (ts.isFunctionLike(p)) return false;
  }
  return false;
}

/** Every `sql` template in `files` (paths as the program knows them), rendered with placeholders. */
export function scanSqlTemplates(program: ts.Program, files: readonly string[]): SqlTemplateScan {
  const checker = program.getTypeChecker();
  const templates: SqlTemplate[] = [];
  const covered = new Set<ts.TaggedTemplateExpression>();
  const found: { node: ts.TaggedTemplateExpression; file: string; line: number; column: number }[] =
    [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not in the program: ${file}`);
    const visit = (node: ts.Node): void => {
      if (isSqlTemplate(node)) {
        const at = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ node, file, line: at.line + 1, column: at.character + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const { node, file, line, column } of found) {
    const renderer = new Renderer(checker);
    const text = renderer.renderTemplate(node, EMPTY_ENV);
    const statement = STATEMENT_START.test(text.trim()) && !isInsideSqlHole(node);
    if (statement) for (const n of renderer.inlined) if (n !== node) covered.add(n);
    templates.push({
      file,
      line,
      column,
      kind: statement ? 'statement' : 'fragment',
      text,
      opaque: renderer.opaque,
    });
  }
  const coveredFragments = new Set(found.filter((f) => covered.has(f.node)).map(templateId));
  return { templates, coveredFragments };
}

/** Only what the renderer needs types from: our own modules and kysely (its expression types). */
const RESOLVED_IMPORTS = /^(\.|#server\/|#contract\/|#gen\/|kysely$)/;

/**
 * A type-checked program over `files` with the repository's compiler options, kept fast by
 * resolving only our own modules and kysely: any other import types as `any` (never a fragment).
 */
export function createSqlProgram(root: string, files: readonly string[]): ts.Program {
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) throw new Error(`no tsconfig.json under ${root}`);
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: true,
    types: [],
    lib: ['lib.es2023.d.ts'],
  };
  const host = ts.createCompilerHost(options, true);
  host.resolveModuleNameLiterals = (literals, containingFile, redirect, opts) =>
    literals.map((literal) =>
      RESOLVED_IMPORTS.test(literal.text)
        ? ts.resolveModuleName(literal.text, containingFile, opts, host, undefined, redirect)
        : { resolvedModule: undefined },
    );
  return ts.createProgram({ rootNames: [...files], options, host });
}
