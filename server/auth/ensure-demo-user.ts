import type { ServerEnv } from '../config/server-env.ts';
import { createUserWithPassword } from './create-user.ts';
import { getAuth } from './get-auth.ts';

/**
 * Creates the demo account (DEMO_USER_EMAIL / DEMO_USER_PASSWORD) when it does not exist yet and
 * prints how to sign in. Local sign-in only: with Clerk, users live at Clerk.
 */
export async function ensureDemoUser(env: ServerEnv, print = console.log): Promise<void> {
  if (env.AUTH_PROVIDER !== 'local') return;
  const auth = await getAuth(false);
  const { created } = await createUserWithPassword(auth, {
    email: env.DEMO_USER_EMAIL,
    password: env.DEMO_USER_PASSWORD,
    name: 'Demo User',
  });
  const note = created ? '' : ' (unless it was changed since the account was created)';
  print(
    `Demo account: sign in as ${env.DEMO_USER_EMAIL} with password ${env.DEMO_USER_PASSWORD}${note}`,
  );
}
