import { z } from 'zod';

const withErrorMessageSchema = z.object({
  result: z.object({ errorMessage: z.string().min(1) }),
});

/** The error a successful response still carries (a custom query's `result.errorMessage`). */
export function errorInResponse(body: unknown): string | undefined {
  const parsed = withErrorMessageSchema.safeParse(body);
  return parsed.success ? parsed.data.result.errorMessage : undefined;
}
