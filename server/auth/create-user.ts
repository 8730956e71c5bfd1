import { z } from 'zod';
import type { Auth } from './create-auth.ts';

export const newUserSchema = z.object({
  email: z.email('Enter a valid email address').transform((email) => email.toLowerCase()),
  password: z.string().min(8, 'Must be at least 8 characters').max(128),
  name: z.string().trim().min(1).max(100).optional(),
});

export type NewUser = z.input<typeof newUserSchema>;

export type CreateUserResult = { userId: string; created: boolean };

/**
 * Creates a user who signs in with email + password (even when open sign-up is off), with the
 * password hashed by better-auth. An existing email is left as it is (created: false).
 */
export async function createUserWithPassword(
  auth: Auth,
  input: NewUser,
): Promise<CreateUserResult> {
  const { email, password, name } = newUserSchema.parse(input);
  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(email);
  if (existing) return { userId: existing.user.id, created: false };
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: name ?? email.split('@')[0] ?? email,
      emailVerified: true,
    },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(password),
  });
  return { userId: user.id, created: true };
}
