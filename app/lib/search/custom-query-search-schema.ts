import { z } from '#contract/zod.ts';
import { stringParamOfLength } from './scalar-param.ts';

/** /custom-query?q=<question>&sql=<query>: a question and its SQL, shareable by link. */
export const customQuerySearchSchema = z.object({
  q: stringParamOfLength(1_000),
  sql: stringParamOfLength(20_000),
});
export type CustomQuerySearch = z.infer<typeof customQuerySearchSchema>;
