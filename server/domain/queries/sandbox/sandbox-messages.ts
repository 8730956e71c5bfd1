import { z } from 'zod';

const viewDataSchema = z.object({
  name: z.string(),
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
  data: z.instanceof(Uint8Array),
  rows: z.number().int().nonnegative(),
});

/** What the api thread asks of a sandbox worker. */
export const toWorkerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('load'), views: z.array(viewDataSchema) }),
  z.object({
    type: z.literal('run'),
    id: z.number(),
    sql: z.string(),
    timeoutMs: z.number(),
    maxRows: z.number(),
    maxBytes: z.number(),
  }),
]);
export type ToWorker = z.infer<typeof toWorkerSchema>;

const jsonCell = z.union([z.string(), z.number(), z.null()]);

export const queryRunResultSchema = z.object({
  columns: z.array(
    z.object({ name: z.string(), type: z.enum(['string', 'number']), rawType: z.string() }),
  ),
  rows: z.array(z.record(z.string(), jsonCell)),
  errorMessage: z.string(),
  errorPosition: z.number(),
  truncated: z.boolean(),
  truncatedReason: z.string(),
  durationMs: z.number(),
});

/** What a sandbox worker answers. */
export const fromWorkerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('loaded'), ms: z.number() }),
  z.object({ type: z.literal('result'), id: z.number(), result: queryRunResultSchema }),
  z.object({ type: z.literal('failed'), message: z.string() }),
]);
export type FromWorker = z.infer<typeof fromWorkerSchema>;
