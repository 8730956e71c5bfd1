import type { LlmConfig } from '#server/domain/llm/complete-chat.ts';
import { getServerEnv } from './server-env.ts';

/**
 * The language model configured by LLM_BASE_URL, LLM_MODEL and LLM_API_KEY (validated with the
 * rest of the server's environment), or undefined: translation and prose stay offline.
 */
export function getLlmConfig(): LlmConfig | undefined {
  const env = getServerEnv();
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return undefined;
  return {
    baseUrl: env.LLM_BASE_URL,
    model: env.LLM_MODEL,
    ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
  };
}
