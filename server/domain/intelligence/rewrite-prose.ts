import { z } from 'zod';
import type { ProseRewriter } from './create-intelligence-brief.ts';

export type LlmConfig = { baseUrl: string; model: string; apiKey?: string; timeoutMs?: number };

const responseSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().max(20_000) }) })).min(1),
});

/** The figures a text states ("+7.2%", "$1,234", "2024-01-01", "35"), in a comparable form. */
export function figuresOf(text: string): string[] {
  return (text.match(/[-−+]?\$?\d[\d,]*(\.\d+)?%?/g) ?? [])
    .map((f) => f.replace(/[−+,]/g, ''))
    .sort();
}

/**
 * A rewriter of paragraphs through an OpenAI-compatible chat endpoint. A rewritten paragraph is
 * kept only when it states exactly the figures of the original; on any failure (network, timeout,
 * a changed figure) the computed paragraph stays. The figures always come from the computation.
 */
export function createLlmProseRewriter(
  config: LlmConfig,
  fetchImpl: typeof fetch = fetch,
): ProseRewriter {
  const rewriteOne = async (paragraph: string): Promise<string> => {
    try {
      const response = await fetchImpl(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0.2,
          messages: [
            {
              role: 'system',
              content:
                'Rewrite the paragraph in clear, concise business English for an insurance manager. Keep every number, percentage, amount, date and tracking number exactly as written. Add no facts. Answer with the paragraph only.',
            },
            { role: 'user', content: paragraph },
          ],
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
      if (!response.ok) return paragraph;
      const parsed = responseSchema.safeParse(await response.json());
      const text = parsed.success ? parsed.data.choices[0]?.message.content.trim() : undefined;
      if (!text) return paragraph;
      return figuresOf(text).join('|') === figuresOf(paragraph).join('|') ? text : paragraph;
    } catch {
      return paragraph;
    }
  };
  return async (paragraphs) => Promise.all(paragraphs.map(rewriteOne));
}
