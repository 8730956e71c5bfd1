/**
 * `npm run user:create -- EMAIL [--password P] [--name N] [--admin [--organization NAME]]`: adds a
 * user who signs in with email and password (local sign-in), even when open sign-up is off.
 * Without --password a random one is generated and printed once. --admin makes the user an admin
 * of the organization NAME (default "Rate Filing Intelligence"), creating it when needed; this is
 * how a production install gets its first administrator (ADR 010).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createUserWithPassword } from '#server/auth/create-user.ts';
import { getAuth } from '#server/auth/get-auth.ts';
import { makeAdministrator } from '#server/auth/make-administrator.ts';
import { getServerEnv } from '#server/config/server-env.ts';
import { getDatabase } from '#server/db/connection.ts';
import { runCli } from './support/run-cli.ts';

const USAGE =
  'Usage: npm run user:create -- EMAIL [--password PASSWORD] [--name NAME] [--admin [--organization NAME]]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    password: { type: 'string' },
    name: { type: 'string' },
    admin: { type: 'boolean', default: false },
    organization: { type: 'string' },
  },
});
const given = positionals[0];
if (!given || positionals.length > 1 || (values.organization !== undefined && !values.admin)) {
  console.error(USAGE);
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
    const { created, userId } = await createUserWithPassword(auth, {
      email,
      password,
      name: values.name,
    });
    if (!created && !values.admin) {
      console.error(`A user with the email ${email} already exists; nothing changed.`);
      return 1;
    }
    if (created) {
      const shown = values.password ? '(as given)' : password;
      console.log(`Created ${email}; password ${shown}`);
    } else console.log(`${email} already exists; password unchanged`);
    if (values.admin) {
      const result = await makeAdministrator(auth, db, {
        userId,
        organizationName: values.organization,
      });
      const verb = result.organizationCreated
        ? 'created the organization'
        : 'joined the organization';
      console.log(`${email} is an administrator: ${verb} "${result.organizationName}" as admin`);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await runCli(main);
