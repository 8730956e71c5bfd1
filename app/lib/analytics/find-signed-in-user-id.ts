import { z } from '#contract/zod.ts';

/** A route context that carries the signed-in user (the protected-route guard puts it there). */
const contextWithUserSchema = z.object({ user: z.object({ id: z.string().min(1) }) });

/**
 * The signed-in user's id from the matched routes' contexts (`context.user.id`), deepest match
 * first; undefined when no route knows a user. Only the id is read, never e-mail or name.
 */
export function findSignedInUserId(matches: readonly { context?: unknown }[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const parsed = contextWithUserSchema.safeParse(matches[index]?.context);
    if (parsed.success) return parsed.data.user.id;
  }
  return undefined;
}
