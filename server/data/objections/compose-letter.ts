import type { ReviewRegime } from '#server/data/reference/review-regimes.ts';

/** One numbered item of a letter and its answer in the reply. */
export type LetterItem = { request: string; reply: string };

export type LetterHeader = {
  round: number;
  trackingNumber: string;
  productName: string;
  stateName: string;
  regime: ReviewRegime;
  objectionDate: string;
  dueDate: string;
  replyDate: string;
  /** The date of the reply to the previous round, for letters after the first. */
  previousReplyDate: string | null;
  signer: string;
  title: string;
  company: string;
};

function numbered(texts: readonly string[]): string {
  return texts.map((text, k) => `${k + 1}. ${text}`).join('\n\n');
}

/** The reviewer's letter: heading, numbered requests, response due date and signature. */
export function composeObjection(h: LetterHeader, items: readonly LetterItem[]): string {
  const opening =
    h.previousReplyDate === null
      ? `The ${h.stateName} Department of Insurance has reviewed the above filing and requests the following information under the rating law and the Department's filing requirements:`
      : `The Department has reviewed the company's response of ${h.previousReplyDate}. The following items remain open or arise from the response:`;
  const closing =
    h.regime === 'prior approval' || h.regime === 'flex'
      ? `Please respond through SERFF no later than ${h.dueDate}. The filing may not be used until it is approved; if a complete response is not received by that date, the filing may be disapproved.`
      : `Please respond through SERFF no later than ${h.dueDate}. If a complete response is not received by that date, the filing may be closed and the rates found not in compliance.`;
  return [
    `Objection Letter ${h.round}`,
    `Objection Letter Date: ${h.objectionDate}`,
    `Respond By Date: ${h.dueDate}`,
    `Filing: ${h.trackingNumber} - ${h.productName}`,
    '',
    opening,
    '',
    numbered(items.map((item) => item.request)),
    '',
    closing,
    '',
    'Sincerely,',
    h.signer,
    h.title,
    `${h.stateName} Department of Insurance`,
  ].join('\n');
}

/** The insurer's reply: one numbered answer for each item. */
export function composeReply(h: LetterHeader, items: readonly LetterItem[]): string {
  return [
    `Response to Objection Letter ${h.round}`,
    `Response Letter Date: ${h.replyDate}`,
    `Filing: ${h.trackingNumber} - ${h.productName}`,
    '',
    `Dear ${h.signer}:`,
    '',
    `Thank you for your letter of ${h.objectionDate}. Our responses follow in the order of your items.`,
    '',
    numbered(items.map((item) => item.reply)),
    '',
    'Please let us know if you need anything further.',
    '',
    'Sincerely,',
    h.company,
  ].join('\n');
}
