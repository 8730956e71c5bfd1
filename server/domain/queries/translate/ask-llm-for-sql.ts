import { completeChat, type LlmConfig } from '#server/domain/llm/complete-chat.ts';
import { QUERY_VIEW_CATALOG } from '#server/domain/queries/query-view-catalog.ts';

export const LLM_TIMEOUT_MS = 6_000;

function describeSchema(): string {
  return QUERY_VIEW_CATALOG.map(
    (view) =>
      `${view.name}: ${view.description}\n${Object.entries(view.columns)
        .map(([name, text]) => `  ${name}: ${text}`)
        .join('\n')}`,
  ).join('\n');
}

const systemPrompt = () =>
  `You translate questions about insurance rate filings into one PostgreSQL SELECT statement.
Use only these views (no schema prefix) and columns:
${describeSchema()}
Rules: answer with the SQL only, no explanation; one SELECT or WITH ... SELECT; no other tables;
round averages to 2 decimals; "in 2024" means submitted_date in 2024 unless the question says otherwise.`;

/** Pulls the SQL out of a chat answer (code fences and a trailing semicolon removed). */
export function extractSql(content: string): string {
  const fenced = /```(?:sql)?\s*([\s\S]*?)```/i.exec(content);
  return (fenced?.[1] ?? content).trim().replace(/;\s*$/, '');
}

/**
 * Asks an OpenAI-compatible /chat/completions endpoint for SQL, with a short timeout. Returns
 * undefined on any failure (the offline parser is the fallback); the caller checks the SQL.
 */
export async function askLlmForSql(
  question: string,
  config: LlmConfig,
): Promise<string | undefined> {
  const content = await completeChat(
    config,
    [
      { role: 'system', content: systemPrompt() },
      { role: 'user', content: question },
    ],
    { temperature: 0, timeoutMs: LLM_TIMEOUT_MS },
  );
  const sql = content ? extractSql(content) : '';
  return sql || undefined;
}
