import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE_NAME, resolveAuthSecret } from './auth-secret.ts';

describe('resolveAuthSecret', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'auth-secret-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('uses AUTH_SECRET when it is set, writing nothing', () => {
    const secret = 's'.repeat(32);
    const dataDir = join(root, 'data');
    expect(resolveAuthSecret({ AUTH_SECRET: secret, DATA_DIR: dataDir })).toBe(secret);
    expect(() => statSync(dataDir)).toThrow();
  });

  it('generates a secret once, persists it with mode 0600 and reuses it', () => {
    const dataDir = join(root, 'nested', 'data');
    const first = resolveAuthSecret({ DATA_DIR: dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, AUTH_SECRET_FILE_NAME);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ DATA_DIR: dataDir })).toBe(first);
    expect(resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dataDir })).toBe(first);
  });

  it('gives different data directories different secrets', () => {
    const a = resolveAuthSecret({ DATA_DIR: join(root, 'a') });
    const b = resolveAuthSecret({ DATA_DIR: join(root, 'b') });
    expect(a).not.toBe(b);
  });

  it('refuses a secret file that is too short', () => {
    writeFileSync(join(root, AUTH_SECRET_FILE_NAME), 'tiny\n');
    expect(() => resolveAuthSecret({ DATA_DIR: root })).toThrow(/shorter than 32 characters/);
  });
});
