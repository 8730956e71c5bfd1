import { formatInteger } from '#contract/format/format-number.ts';
import { formatPercent, formatPercentChange } from '#contract/format/format-percent.ts';

/** What the summary of a reviewer is computed from (all from their record in the database). */
export type ReviewerRecord = {
  name: string;
  state: string;
  title: string | null;
  totalFilings: number;
  primaryFilings: number;
  firstYear: number | null;
  lastYear: number | null;
  decidedFilings: number;
  approvedFilings: number;
  averageDaysToApproval: number | null;
  stateAverageDaysToApproval: number | null;
  premiumWeightedRateImpact: number | null;
  totalObjections: number;
  filingsWithObjections: number;
  topLines: string[];
  objectionThemes: { value: string; count: number }[];
};

/** A share as the app shows percentages (contract/format/, ADR 024): "84.0%". */
const pct = (part: number, whole: number) => formatPercent((part / whole) * 100);
const plural = (n: number, word: string) => `${formatInteger(n)} ${word}${n === 1 ? '' : 's'}`;

/**
 * A plain-text summary of a reviewer's record: workload, outcomes, speed against their state,
 * the rate impact of what they reviewed and what their objections are about. Every figure is
 * one of the record's, so each can be traced to filings.
 */
export function summarizeReviewerRecord(r: ReviewerRecord): string {
  if (r.totalFilings === 0) {
    return `${r.name} (${r.state}) has no filings on record.`;
  }
  const parts: string[] = [];
  const span =
    r.firstYear && r.lastYear
      ? r.firstYear === r.lastYear
        ? ` in ${r.firstYear}`
        : ` from ${r.firstYear} to ${r.lastYear}`
      : '';
  const lines = r.topLines.length > 0 ? `, mostly ${r.topLines.join(' and ')}` : '';
  parts.push(
    `${r.name}${r.title ? `, ${r.title},` : ''} reviewed ${plural(r.totalFilings, 'filing')} in ${r.state}${span}${lines}, as primary reviewer on ${formatInteger(r.primaryFilings)}.`,
  );
  if (r.decidedFilings > 0) {
    const speed =
      r.averageDaysToApproval === null
        ? ''
        : ` and took ${Math.round(r.averageDaysToApproval)} days on average to dispose of a filing${
            r.stateAverageDaysToApproval === null
              ? ''
              : ` (${r.state} average: ${Math.round(r.stateAverageDaysToApproval)} days)`
          }`;
    parts.push(
      `${pct(r.approvedFilings, r.decidedFilings)} of their decided filings were approved${speed}.`,
    );
  } else {
    parts.push('None of their filings has been decided yet.');
  }
  if (r.premiumWeightedRateImpact !== null) {
    parts.push(
      `The filings they reviewed moved rates by ${formatPercentChange(r.premiumWeightedRateImpact)} (premium-weighted).`,
    );
  }
  if (r.totalObjections > 0) {
    const themes = r.objectionThemes.slice(0, 2).map((t) => t.value.toLowerCase());
    parts.push(
      `They raised ${plural(r.totalObjections, 'objection')} on ${pct(r.filingsWithObjections, r.totalFilings)} of their filings${
        themes.length > 0 ? `, most often: ${themes.join('; ')}` : ''
      }.`,
    );
  } else {
    parts.push('They raised no objections.');
  }
  return parts.join(' ');
}
