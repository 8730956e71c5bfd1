import type { Database } from '#server/db/connection.ts';
import { loadFilingDetails } from '#server/domain/filings/load-filing-details.ts';
import { answerObjectionRequest } from './answer-objection-request.ts';
import { classifyObjectionThemes } from './objection-theme-rules.ts';
import { splitObjectionRequests } from './split-objection-requests.ts';

export type ObjectionReplyDraft = { content: string; requests: string[]; themes: string[] };

/**
 * A point-by-point draft reply: each request found in the letter is quoted and answered with the
 * filing's own figures where they answer it; what the user must add is marked "[TO SUPPLY: ...]".
 */
export async function createObjectionReply(
  db: Database,
  input: { objectionContent: string; serffTrackingNumber?: string },
): Promise<ObjectionReplyDraft> {
  const details = input.serffTrackingNumber
    ? await loadFilingDetails(db, input.serffTrackingNumber)
    : undefined;
  const requests = splitObjectionRequests(input.objectionContent);
  const themes = new Set<string>();
  const points = requests.map((request, k) => {
    const theme = classifyObjectionThemes(request)[0];
    if (theme) themes.add(theme);
    return `${k + 1}. Request: "${request}"\n   Response: ${answerObjectionRequest(theme, details)}`;
  });
  const w = details?.whole;
  const heading = w
    ? `Response to objection letter on SERFF ${w.serff_tracking_number}\n${w.product_name}, ${w.carrier} (${w.state}, ${w.line_of_business})`
    : 'Response to objection letter';
  const body =
    points.length > 0
      ? points.join('\n\n')
      : '[TO SUPPLY: no request was found in the letter; write the response here]';
  return {
    content: `${heading}\n\nThank you for your review. The company responds to each item as follows.\n\n${body}\n\nPlease contact us with any further questions.`,
    requests,
    themes: [...themes],
  };
}
