import { Code } from '@connectrpc/connect';
import { ReviewerRole } from '#gen/ratefiling/v1/common_pb.ts';
import { ReviewerService } from '#gen/ratefiling/v1/reviewer_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import {
  getReviewerDetails,
  reviewerDetailsRequestSchema,
} from '#server/domain/reviewers/get-reviewer-details.ts';
import {
  listPrimaryReviewers,
  listPrimaryReviewersRequestSchema,
} from '#server/domain/reviewers/list-primary-reviewers.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { defineRpcService, type RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { toApiDate, toApiPagination } from './filing-service-mapping.ts';

export type ReviewerServiceDeps = { getDatabase: () => Promise<Database> };

/** ReviewerService: reviewer profiles and the list of primary reviewers. */
export function createReviewerService(deps: ReviewerServiceDeps): RpcServiceRegistration {
  return defineRpcService(ReviewerService, {
    async getReviewerDetails(request) {
      const input = reviewerDetailsRequestSchema.parse(request);
      const result = await getReviewerDetails(await deps.getDatabase(), input);
      if (!result) {
        throw createRpcError(Code.NotFound, `No reviewer ${input.name} in ${input.state}`, {
          field: 'name',
          reason: 'NOT_FOUND',
        });
      }
      return {
        reviewer: result.reviewer,
        recentReviews: result.recentReviews.map((r) => ({
          serffTrackingNumber: r.serffTrackingNumber,
          state: r.state,
          rateImpact: r.rateImpact,
          daysToApproval: r.daysToApproval,
          submittedDate: toApiDate(r.submittedDate),
          dispositionDate: toApiDate(r.dispositionDate),
          reviewers: r.reviewers.map((x) => ({
            name: x.name,
            role: x.role === 'primary' ? ReviewerRole.PRIMARY : ReviewerRole.SECONDARY,
          })),
        })),
      };
    },

    async listPrimaryReviewers(request) {
      const input = listPrimaryReviewersRequestSchema.parse(request);
      const result = await listPrimaryReviewers(await deps.getDatabase(), input);
      return { reviewers: result.reviewers, pagination: toApiPagination(result.page) };
    },
  });
}
