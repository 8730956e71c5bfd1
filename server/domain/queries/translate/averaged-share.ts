import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

/**
 * "coverages with a mean premium share above 40 pct" (twenty-first pass): an average said of a
 * figure's share ("mean premium share", "average loss share") is a figure each row holds, which
 * the views may not have; a share of the filings counted is not it. Returns the phrase when the
 * reading gave a share of the filings for it.
 */
export function averagedShare(tokens: readonly Token[], intent: Intent): string[] {
  if (!intent.share) return [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [aggregate, figure, share] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (aggregate?.meaning.kind !== 'aggregate' || aggregate.meaning.aggregate !== 'avg') continue;
    if (figure?.meaning.kind !== 'metric' || share?.meaning.kind !== 'share') continue;
    return [`${aggregate.text} ${figure.text} ${share.text}`];
  }
  return [];
}
