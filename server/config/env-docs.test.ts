import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEnvFieldsSchema } from './server-env-schema.ts';

const root = join(import.meta.dirname, '..', '..');
const envExample = readFileSync(join(root, '.env.example'), 'utf8');
const configurationDoc = readFileSync(join(root, 'docs', 'configuration.md'), 'utf8');

describe('configuration documentation', () => {
  const names = Object.keys(serverEnvFieldsSchema.shape);

  it.each(names)('.env.example lists %s with a comment', (name) => {
    const lines = envExample.split('\n');
    const index = lines.indexOf(`${name}=`);
    expect(index, `${name}= missing`).toBeGreaterThan(0);
    expect(lines[index - 1]).toMatch(/^# .*Default: /);
  });

  it.each(names)('docs/configuration.md has a row for %s', (name) => {
    expect(configurationDoc).toMatch(new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`, 'm'));
  });
});
