import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_SECRET_MIN_LENGTH } from './server-env-schema.ts';

export const AUTH_SECRET_FILE_NAME = 'auth-secret';

type AuthSecretEnv = { AUTH_SECRET?: string | undefined; DATA_DIR: string };

function isErrnoException(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

function readSecretFile(path: string): string | undefined {
  try {
    const secret = readFileSync(path, 'utf8').trim();
    if (secret.length < AUTH_SECRET_MIN_LENGTH) {
      throw new Error(
        `The auth secret in ${path} is shorter than ${AUTH_SECRET_MIN_LENGTH} characters: ` +
          'delete the file to generate a new one (signs everyone out) or set AUTH_SECRET',
      );
    }
    return secret;
  } catch (error) {
    if (isErrnoException(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/** For file systems without hard links: create the file exclusively, accepting a tiny race. */
function writeSecretDirectly(path: string, secret: string): string {
  try {
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if (!isErrnoException(error, 'EEXIST')) throw error;
    const winner = readSecretFile(path);
    if (!winner) throw error;
    return winner;
  }
}

/**
 * The secret the local sign-in provider signs with: AUTH_SECRET when set, otherwise one generated
 * on first start and kept in DATA_DIR/auth-secret (mode 0600), so sessions survive restarts.
 * Several processes sharing one DATA_DIR agree on it; processes on different machines need
 * AUTH_SECRET set explicitly.
 */
export function resolveAuthSecret(env: AuthSecretEnv): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const path = join(env.DATA_DIR, AUTH_SECRET_FILE_NAME);
  const existing = readSecretFile(path);
  if (existing) return existing;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Write a private temporary file, then link it into place: the link is atomic and fails when
  // another process got there first, in which case everyone uses that process's secret.
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, path);
    return secret;
  } catch (error) {
    if (!isErrnoException(error, 'EEXIST')) return writeSecretDirectly(path, secret);
    const winner = readSecretFile(path);
    if (!winner) throw error;
    return winner;
  } finally {
    rmSync(temporary, { force: true });
  }
}
