import type { RecordedStatement } from './open-recording-database.ts';

export type StatementKind = 'begin' | 'end' | 'setting' | 'explainable' | 'other';

/** What a recorded statement is, for replaying it: only queries can run under EXPLAIN. */
export function classifyStatement(sql: string): StatementKind {
  const head = sql
    .replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '')
    .slice(0, 20)
    .toLowerCase();
  if (/^(begin|start\s+transaction)\b/.test(head)) return 'begin';
  if (/^(commit|rollback|end|abort)\b/.test(head)) return 'end';
  if (/^set\b/.test(head)) return 'setting';
  if (/^(select|with|insert|update|delete|values|table)\b/.test(head)) return 'explainable';
  return 'other';
}

/** An explainable statement with the transaction settings (SET LOCAL ...) in force before it. */
export type ReplayStep = { settings: RecordedStatement[]; statement: RecordedStatement };

/**
 * The statements to explain, each with the settings of its transaction that preceded it (e.g.
 * search's `set local enable_seqscan = off`, the custom query's read-only role). Transaction
 * control and other statements (EXPLAIN, SAVEPOINT) are not replayed.
 */
export function planReplay(statements: readonly RecordedStatement[]): ReplayStep[] {
  const steps: ReplayStep[] = [];
  let settings: RecordedStatement[] = [];
  let inTransaction = false;
  for (const statement of statements) {
    const kind = classifyStatement(statement.sql);
    if (kind === 'begin') {
      inTransaction = true;
      settings = [];
    } else if (kind === 'end') {
      inTransaction = false;
      settings = [];
    } else if (kind === 'setting' && inTransaction) {
      settings.push(statement);
    } else if (kind === 'explainable') {
      steps.push({ settings: [...settings], statement });
    }
  }
  return steps;
}
