import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSqlProgram,
  type SqlTemplateScan,
  scanSqlTemplates,
  templateId,
} from './raw-sql-templates.ts';

const fixture = resolve('scripts/lint/fixtures/raw-sql-fixture.ts');
let scan: SqlTemplateScan;

const statementAt = (needle: string) => {
  const found = scan.templates.find((t) => t.kind === 'statement' && t.text.includes(needle));
  if (!found) throw new Error(`no statement with ${needle}`);
  return found;
};

beforeAll(() => {
  scan = scanSqlTemplates(createSqlProgram(process.cwd(), [fixture]), [fixture]);
}, 60_000);

describe('scanSqlTemplates', () => {
  it('finds every sql template and tells statements from fragments', () => {
    expect(scan.templates.map((t) => t.kind)).toEqual([
      'fragment', // `${columnOf} in (...)`
      'fragment', // `${columnOf} <> ''`
      'fragment', // `true`
      'fragment', // `(${parts joined})`
      'fragment', // ` and `
      'statement', // typo
      'statement', // nested
      'statement', // opaque
    ]);
  });

  it('renders a template without holes as written', () => {
    expect(statementAt('nme').text).toBe('select nme from filings');
    expect(statementAt('nme').opaque).toEqual([]);
  });

  it('inlines helpers, constants, refs, joins, pushed parts and the branch a condition takes', () => {
    const nested = statementAt('limit');
    expect(nested.text.replace(/\s+/g, ' ')).toBe(
      `select "w"."state", "w"."carrier" from "whole_filings" w where ("w"."state" in ($1) and true) limit 5`,
    );
    expect(nested.opaque).toEqual([]);
  });

  it('marks the fragments a statement inlined as covered (each rendered on its own)', () => {
    const fragments = scan.templates.filter((t) => t.kind === 'fragment');
    const covered = fragments.filter((t) => scan.coveredFragments.has(templateId(t)));
    // Not the `company` branch: the call passes 'whole_filings', so the condition takes `true`.
    expect(covered.map((t) => t.text)).toEqual([
      '$1 in ($2)',
      'true',
      "($1 in ($2) and $3 <> '')",
      ' and ',
    ]);
  });

  it('turns a fragment it cannot work out into a parameter and records it as opaque', () => {
    const opaque = statementAt('where $1');
    expect(opaque.text).toBe('select w.state from whole_filings w where $1');
    expect(opaque.opaque).toEqual(['condition']);
  });
});
