import { z } from '#contract/zod.ts';

/** An OpenAI-compatible chat endpoint (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY). */
export type LlmConfig = { baseUrl: string; model: string; apiKey?: string; timeoutMs?: number };

export type ChatMessage = { role: 'system' | 'user'; content: string };

const completionSchema = z.object({
  choices: z
    .array(
      z.object({ message: z.object({ content: z.string().max(20_000).nullable().optional() }) }),
    )
    .min(1),
});

export type CompleteChatOptions = {
  temperature: number;
  /** Used when the configuration sets no timeoutMs. */
  timeoutMs: number;
  fetchImpl?: typeof fetch;
};

/**
 * The first answer of `config`'s /chat/completions endpoint to `messages`, or undefined on any
 * failure (network, timeout, an error status, an answer of another shape or without content):
 * every caller falls back to what it computed offline.
 */
export async function completeChat(
  config: LlmConfig,
  messages: readonly ChatMessage[],
  options: CompleteChatOptions,
): Promise<string | undefined> {
  const fetchImpl = options.fetchImpl ?? fetch;
  try {
    const response = await fetchImpl(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, temperature: options.temperature, messages }),
      signal: AbortSignal.timeout(config.timeoutMs ?? options.timeoutMs),
    });
    if (!response.ok) return undefined;
    const parsed = completionSchema.safeParse(await response.json());
    return (parsed.success ? parsed.data.choices[0]?.message.content : undefined) ?? undefined;
  } catch {
    return undefined;
  }
}
