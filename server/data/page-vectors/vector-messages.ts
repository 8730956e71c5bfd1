import { z } from 'zod';

/** What the seed sends the page-vector worker: the texts of a chunk's pages. */
export const vectorRequestSchema = z.object({ id: z.number().int(), texts: z.array(z.string()) });
export type VectorRequest = z.infer<typeof vectorRequestSchema>;

/** What the worker answers: one vector (tsvector text) per text, in order, or an error. */
export const vectorResponseSchema = z.union([
  z.object({ id: z.number().int(), vectors: z.array(z.string()) }),
  z.object({ id: z.number().int(), error: z.string() }),
]);
