import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicEnvSchema } from './public-env.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const envExample = readFileSync(join(root, '.env.example'), 'utf8');
const configurationDoc = readFileSync(join(root, 'docs', 'configuration.md'), 'utf8');

describe('public configuration documentation', () => {
  const names = Object.keys(publicEnvSchema.shape);

  it.each(names)('.env.example and docs/configuration.md list %s', (name) => {
    expect(envExample.split('\n')).toContain(`${name}=`);
    expect(configurationDoc).toMatch(
      new RegExp(`^\\|\\s*\`${name}\`\\s*\\|\\s*(server \\+ )?public\\s*\\|`, 'm'),
    );
  });
});
