/**
 * `npm run user:create -- EMAIL [--password P] [--name N]`: adds a user who signs in with email and
 * password (local sign-in), even when open sign-up is off. Without --password a random one is
 * generated and printed once.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createUserWithPassword } from '../server/auth/create-user.ts';
import { getAuth } from '../server/auth/get-auth.ts';
import { getServerEnv } from '../server/config/server-env.ts';
import { getDatabase } from '../server/db/connection.ts';
import { runCli } from './support/run-cli.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { password: { type: 'string' }, name: { type: 'string' } },
});
const given = positionals[0];
if (!given || positionals.length > 1) {
  console.error('Usage: npm run user:create -- EMAIL [--password PASSWORD] [--name NAME]');
  process.exit(2);
}
const email: string = given;
const env = getServerEnv();
if (env.AUTH_PROVIDER !== 'local') {
  console.error('Clerk is configured: add users in the Clerk dashboard instead.');
  process.exit(2);
}
const password = values.password ?? randomBytes(12).toString('base64url');

async function main(): Promise<number> {
  // Opened first so that a database held by the running app is refused before anything else.
  const db = await getDatabase();
  try {
    const auth = await getAuth(false);
    const { created } = await createUserWithPassword(auth, { email, password, name: values.name });
    if (!created) {
      console.error(`A user with the email ${email} already exists; nothing changed.`);
      return 1;
    }
    const shown = values.password ? '(as given)' : password;
    console.log(`Created ${email}; password ${shown}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await runCli(main);
