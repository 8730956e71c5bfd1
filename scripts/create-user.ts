/**
 * `npm run user:create -- EMAIL [--password P] [--name N] [--admin [--organization NAME]]`: adds a
 * user who signs in with email and password (local sign-in), even when open sign-up is off.
 * Without --password a random one is generated and printed once. --admin makes the user an admin
 * of the organization NAME (default "Rate Filing Intelligence"), creating it when needed; this is
 * how a production install gets its first administrator (ADR 010).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createUserWithPassword } from '../server/auth/create-user.ts';
import { getAuth } from '../server/auth/get-auth.ts';
import { makeAdministrator } from '../server/auth/make-administrator.ts';
import { getServerEnv } from '../server/config/server-env.ts';
import { getDatabase } from '../server/db/connection.ts';

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
const email = positionals[0];
if (!email || positionals.length > 1 || (values.organization !== undefined && !values.admin)) {
  console.error(USAGE);
  process.exit(2);
}
const env = getServerEnv();
if (env.AUTH_PROVIDER !== 'local') {
  console.error('Clerk is configured: add users in the Clerk dashboard instead.');
  process.exit(2);
}
const password = values.password ?? randomBytes(12).toString('base64url');
try {
  const auth = await getAuth(false);
  const { created, userId } = await createUserWithPassword(auth, {
    email,
    password,
    name: values.name,
  });
  if (!created && !values.admin) {
    console.error(`A user with the email ${email} already exists; nothing changed.`);
    process.exitCode = 1;
  } else if (created) {
    const shown = values.password ? '(as given)' : password;
    console.log(`Created ${email}; password ${shown}`);
  } else {
    console.log(`${email} already exists; password unchanged`);
  }
  if (values.admin) {
    const result = await makeAdministrator(auth, await getDatabase(), {
      userId,
      organizationName: values.organization,
    });
    const verb = result.organizationCreated
      ? 'created the organization'
      : 'joined the organization';
    console.log(`${email} is an administrator: ${verb} "${result.organizationName}" as admin`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await (await getDatabase()).close();
}
