import type { Database } from '#server/db/connection.ts';
import { cachedByDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import type { LlmConfig } from '#server/domain/llm/complete-chat.ts';
import { checkQuerySafety, loadQueryParser } from './check-query-safety.ts';
import type { QueryRunResult } from './query-result.ts';
import { QUERY_VIEW_NAMES } from './query-view-catalog.ts';
import { type RunCustomQueryOptions, runCustomQuery } from './run-custom-query.ts';
import { askLlmForSql } from './translate/ask-llm-for-sql.ts';
import { loadVocabulary, type Vocabulary } from './translate/load-vocabulary.ts';
import { parseQuestion, STRUCTURAL_CAP } from './translate/parse-question.ts';

export type Translation = {
  sql: string;
  data: QueryRunResult | undefined;
  failReason: string;
  /** Who wrote the SQL: the configured model or the offline parser. */
  source: 'llm' | 'parser' | 'none';
  /**
   * The question as understood, in plain English: measure, filters, grouping, order, limit and
   * date basis ("Average rate impact · filings effective in 2024 · by state · date basis: ...").
   * On a refusal, the reading the translator would have answered, when it has one.
   */
  interpretation?: string;
  /** Words of the question the translation did not use ("ignored: ..."). */
  ignoredWords?: string[];
  /** 0..1: how sure the offline translator is; undefined for the model's SQL. */
  confidence?: number;
  /** Set when the answer may not be what was asked (words ignored, names guessed, model SQL). */
  warning?: string;
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

/** The curated views a model's SQL reads, for its interpretation line. */
function viewsRead(sql: string): string[] {
  const words = new Set(sql.toLowerCase().match(/[a-z_]+/g) ?? []);
  return [...QUERY_VIEW_NAMES].filter((name) => words.has(name));
}

/**
 * Translates an English question into SQL over the query views and runs it. A configured model
 * is asked first; its SQL must pass the safety check and run without error, otherwise the
 * offline parser answers. The offline parser declines (`failReason`) when it is not confident;
 * every answer carries its interpretation and the words it did not use.
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
      if (!data.errorMessage) {
        const views = viewsRead(sql);
        return {
          sql,
          data,
          failReason: '',
          source: 'llm',
          interpretation: `SQL written by the language model${views.length ? ` · reads ${views.join(', ')}` : ''}`,
          ignoredWords: [],
          warning: 'Written by a language model: read the SQL to check it answers your question.',
        };
      }
    }
  }
  const parsed = parseQuestion(text, await vocabularyFor(db));
  const reading = {
    interpretation: parsed.interpretation,
    ignoredWords: parsed.ignoredWords,
    confidence: parsed.confidence,
  };
  if (!parsed.ok)
    return { sql: '', data: undefined, failReason: parsed.failReason, source: 'none', ...reading };
  const data = await run(parsed.sql);
  // SQL that does not run answers nothing: say so, whatever the reading's confidence.
  const failed = data.errorMessage
    ? `The SQL I wrote did not run (${data.errorMessage}): the reading is probably wrong; rephrase the question.`
    : '';
  const warning = [failed, parsed.warning].filter(Boolean).join(' ');
  return {
    sql: parsed.sql,
    data,
    failReason: '',
    source: 'parser',
    ...reading,
    ...(failed ? { confidence: Math.min(reading.confidence, STRUCTURAL_CAP) } : {}),
    ...(warning ? { warning } : {}),
  };
}
