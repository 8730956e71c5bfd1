import type { JsonObject, MessageInitShape } from '@bufbuild/protobuf';
import { Code } from '@connectrpc/connect';
import { z } from 'zod';
import {
  ColumnType,
  type QueryColumnSchema,
  type QueryResultSchema,
  QueryService,
} from '#gen/ratefiling/v1/query_service_pb.ts';
import { getLlmConfig } from '#server/config/llm-config.ts';
import type { Database } from '#server/db/connection.ts';
import type { LlmConfig } from '#server/domain/llm/complete-chat.ts';
import {
  type CustomQueryRunner,
  createCustomQueryRunner,
} from '#server/domain/queries/custom-query-runner.ts';
import { getCustomQuerySchema } from '#server/domain/queries/get-custom-query-schema.ts';
import { QueryBusyError } from '#server/domain/queries/query-busy-error.ts';
import type { QueryRunResult, ResultColumn } from '#server/domain/queries/query-result.ts';
import { translateQuestion } from '#server/domain/queries/translate-question.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { defineRpcService, type RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { userIdOf } from '#server/rpc/user-id-context-key.ts';

export type QueryServiceDeps = {
  getDatabase: () => Promise<Database>;
  /** The OpenAI-compatible endpoint for translations, when configured (default: from the env). */
  getLlmConfig?: () => LlmConfig | undefined;
  /** Where custom queries run (default: a runner over `getDatabase` with the default limits). */
  runner?: CustomQueryRunner;
};

/** Busy answers resource_exhausted (429), so the user knows to try again. */
async function orBusy<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof QueryBusyError) {
      throw createRpcError(Code.ResourceExhausted, error.message, { reason: 'QUERY_BUSY' });
    }
    throw error;
  }
}

const customQuerySchema = z.object({
  query: z.string().trim().min(1, 'Write a query to run').max(20_000, 'The query is too long'),
});
const translateSchema = z.object({
  text: z.string().trim().min(1, 'Type a question').max(1_000, 'The question is too long'),
});

function toApiColumn(
  column: ResultColumn,
  description = '',
): MessageInitShape<typeof QueryColumnSchema> {
  return {
    name: column.name,
    type: column.type === 'number' ? ColumnType.NUMBER : ColumnType.STRING,
    rawType: column.rawType,
    description,
  };
}

function toApiResult(result: QueryRunResult): MessageInitShape<typeof QueryResultSchema> {
  return {
    columns: result.columns.map((c) => toApiColumn(c)),
    rows: result.rows as JsonObject[],
    errorMessage: result.errorMessage,
    errorPosition: result.errorPosition,
    truncated: result.truncated,
    truncatedReason: result.truncatedReason,
    durationMs: result.durationMs,
  };
}

/** QueryService: custom SQL over the curated views, their schema, and English translation. */
export function createQueryService(deps: QueryServiceDeps): RpcServiceRegistration {
  const runner = deps.runner ?? createCustomQueryRunner(deps.getDatabase);
  return defineRpcService(QueryService, {
    async customQuery(request, context) {
      const userId = userIdOf(context);
      const { query } = customQuerySchema.parse(request);
      const result = await orBusy(() => runner.run(userId, query));
      return { result: toApiResult(result) };
    },

    async getCustomQuerySchema() {
      // The workbench asks for the schema when it opens: ready the sandbox before the first run.
      void runner.prepare().catch(() => undefined);
      const tables = await getCustomQuerySchema(await deps.getDatabase());
      return {
        tables: tables.map((table) => ({
          name: table.name,
          description: table.description,
          columns: table.columns.map((c) => toApiColumn(c, c.description)),
        })),
      };
    },

    async translateQuery(request, context) {
      const userId = userIdOf(context);
      const { text } = translateSchema.parse(request);
      const llm = (deps.getLlmConfig ?? getLlmConfig)();
      const run = (sql: string) => runner.run(userId, sql);
      const db = await deps.getDatabase();
      const translation = await orBusy(() =>
        translateQuestion(db, text, llm ? { llm, run } : { run }),
      );
      return {
        sqlQuery: translation.sql,
        failReason: translation.failReason,
        interpretation: translation.interpretation ?? '',
        ignoredWords: translation.ignoredWords ?? [],
        warning: translation.warning ?? '',
        ...(translation.confidence !== undefined ? { confidence: translation.confidence } : {}),
        ...(translation.data ? { data: toApiResult(translation.data) } : {}),
      };
    },
  });
}
