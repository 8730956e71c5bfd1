import { completeChat, type LlmConfig } from '#server/domain/llm/complete-chat.ts';
import type { ProseRewriter } from './create-intelligence-brief.ts';

const REWRITE_INSTRUCTION =
  'Rewrite the paragraph in clear, concise business English for an insurance manager. Keep every number, percentage, amount, date and tracking number exactly as written. Add no facts. Answer with the paragraph only.';

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
    const answer = await completeChat(
      config,
      [
        { role: 'system', content: REWRITE_INSTRUCTION },
        { role: 'user', content: paragraph },
      ],
      { temperature: 0.2, timeoutMs: 15_000, fetchImpl },
    );
    const text = answer?.trim();
    if (!text) return paragraph;
    return figuresOf(text).join('|') === figuresOf(paragraph).join('|') ? text : paragraph;
  };
  return async (paragraphs) => Promise.all(paragraphs.map(rewriteOne));
}
