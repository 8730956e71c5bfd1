import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { findReviewer } from './find-reviewer.ts';
import { listRecentReviews, type RecentReview } from './list-recent-reviews.ts';
import { loadReviewerRecord } from './load-reviewer-record.ts';
import { summarizeReviewerRecord } from './summarize-reviewer-record.ts';

export const reviewerDetailsRequestSchema = z.object({
  name: z.string().trim().min(1, 'A reviewer name is required').max(200, 'Name is too long'),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'State must be a two-letter code'),
});

export type ReviewerDetails = {
  name: string;
  state: string;
  totalFilings: number;
  totalObjections: number;
  summary: string;
  alternativeNames: string[];
  recentSerffTrackingNumbers: string[];
  averageDaysToApproval: number;
  premiumWeightedRateImpact: number;
  objectionThemes: { value: string; count: number }[];
};

/** A reviewer's profile and their latest reviews; undefined when no such reviewer. */
export async function getReviewerDetails(
  db: Database,
  input: z.output<typeof reviewerDetailsRequestSchema>,
): Promise<{ reviewer: ReviewerDetails; recentReviews: RecentReview[] } | undefined> {
  const identity = await findReviewer(db, input.name, input.state);
  if (!identity) return undefined;
  const [record, recentReviews] = await Promise.all([
    loadReviewerRecord(db, identity),
    listRecentReviews(db, identity.id, 20),
  ]);
  return {
    reviewer: {
      name: identity.name,
      state: identity.state,
      totalFilings: record.totalFilings,
      totalObjections: record.totalObjections,
      summary: summarizeReviewerRecord(record),
      alternativeNames: identity.alternative_names,
      recentSerffTrackingNumbers: recentReviews.slice(0, 10).map((r) => r.serffTrackingNumber),
      averageDaysToApproval: record.averageDaysToApproval ?? 0,
      premiumWeightedRateImpact: record.premiumWeightedRateImpact ?? 0,
      objectionThemes: record.objectionThemes,
    },
    recentReviews,
  };
}
