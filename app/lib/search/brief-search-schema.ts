import { stringParamSchema } from '#app/lib/search/scalar-param.ts';
import { z } from '#contract/zod.ts';

/** /brief-builder?brief=<id>: the brief open on the page (reopened from the list). */
export const briefBuilderSearchSchema = z.object({
  brief: stringParamSchema.pipe(z.string().uuid().optional().catch(undefined)),
});
export type BriefBuilderSearch = z.infer<typeof briefBuilderSearchSchema>;
