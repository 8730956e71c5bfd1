import type { Database } from '#server/db/connection.ts';
import { cachedByDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import type { LlmConfig } from '#server/domain/llm/complete-chat.ts';
import { checkQuerySafety, loadQueryParser } from './check-query-safety.ts';
import type { QueryRunResult } from './query-result.ts';
import { type RunCustomQueryOptions, runCustomQuery } from './run-custom-query.ts';
import { askLlmForSql } from './translate/ask-llm-for-sql.ts';
import { loadVocabulary, type Vocabulary } from './translate/load-vocabulary.ts';
import { parseQuestion } from './translate/parse-question.ts';

export type Translation = {
  sql: string;
  data: QueryRunResult | undefined;
  failReason: string;
  /** Who wrote the SQL: the configured model or the offline parser. */
  source: 'llm' | 'parser' | 'none';
};

export type TranslateOptions = RunCustomQueryOptions & {
  llm?: LlmConfig;
  /** Runs the translated SQL (default: runCustomQuery on `db`); the api passes its sandbox. */
  run?: (sql: string) => Promise<QueryRunResult>;
};

/** The vocabulary of a database, rebuilt when its data changes (new data, new names). */
function vocabularyFor(db: Database): Promise<Vocabulary> {
  return cachedByDataVersion(db, 'query-vocabulary', null, () => loadVocabulary(db));
}

/**
 * Translates an English question into SQL over the query views and runs it. A configured model
 * is asked first; its SQL must pass the safety check and run without error, otherwise the
 * offline parser answers. When neither can, `failReason` says why.
 */
export async function translateQuestion(
  db: Database,
  text: string,
  options: TranslateOptions = {},
): Promise<Translation> {
  await loadQueryParser();
  const run = options.run ?? ((sql: string) => runCustomQuery(db, sql, options));
  if (options.llm) {
    const sql = await askLlmForSql(text, options.llm);
    if (sql && checkQuerySafety(sql).ok) {
      const data = await run(sql);
      if (!data.errorMessage) return { sql, data, failReason: '', source: 'llm' };
    }
  }
  const parsed = parseQuestion(text, await vocabularyFor(db));
  if (!parsed.ok)
    return { sql: '', data: undefined, failReason: parsed.failReason, source: 'none' };
  const data = await run(parsed.sql);
  return { sql: parsed.sql, data, failReason: '', source: 'parser' };
}
