import ts from 'typescript';

/** One broken layer rule in one file. */
export type LayerViolation = { file: string; line: number; rule: string; message: string };

export const SERVER_ONLY_MARKER = '@tanstack/react-start/server-only';

/** Every module specifier a file imports or re-exports, statically or through `import()`. */
function importedModules(source: ts.SourceFile): { specifier: string; node: ts.Node }[] {
  const found: { specifier: string; node: ts.Node }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, node });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, node });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push({ specifier: literal.text, node });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

/** `app/**\/*.server.ts(x)` must begin with TanStack Start's import-protection marker. */
function checkServerOnlyMarker(file: string, source: ts.SourceFile): LayerViolation[] {
  if (!/^app\/.*\.server\.tsx?$/.test(file)) return [];
  const first = source.statements[0];
  const marked =
    first !== undefined &&
    ts.isImportDeclaration(first) &&
    first.importClause === undefined &&
    ts.isStringLiteral(first.moduleSpecifier) &&
    first.moduleSpecifier.text === SERVER_ONLY_MARKER;
  if (marked) return [];
  return [
    {
      file,
      line: first ? lineOf(source, first) : 1,
      rule: 'server-only-marker',
      message: `a .server file must begin with import '${SERVER_ONLY_MARKER}'; so that the client bundle refuses it`,
    },
  ];
}

/** What contract/ may import: itself, generated code, zod only inside contract/zod.ts, vitest in tests. */
function contractMayImport(file: string, specifier: string): boolean {
  if (specifier.startsWith('./') || specifier.startsWith('#contract/')) return true;
  if (specifier.startsWith('#gen/')) return true;
  if (/\.test\.tsx?$/.test(file)) return specifier === 'vitest';
  return file === 'contract/zod.ts' && (specifier === 'zod' || specifier.startsWith('zod/'));
}

function checkContractImports(file: string, source: ts.SourceFile): LayerViolation[] {
  if (!file.startsWith('contract/')) return [];
  return importedModules(source)
    .filter(({ specifier }) => !contractMayImport(file, specifier))
    .map(({ specifier, node }) => ({
      file,
      line: lineOf(source, node),
      rule: 'contract-imports',
      message: `contract/ is browser-safe and imports only #contract/zod.ts, #gen/ and itself, not '${specifier}'`,
    }));
}

/**
 * The layer rules biome cannot express: a required first import, and an allowlist (rather than
 * a denylist) of what contract/ may import. `file` is relative to the repository root.
 */
export function findLayerViolations(file: string, text: string): LayerViolation[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  return [...checkServerOnlyMarker(file, source), ...checkContractImports(file, source)];
}
