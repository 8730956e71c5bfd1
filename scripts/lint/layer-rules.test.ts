import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findLayerViolations } from './layer-violations.ts';

/**
 * Each layer rule in biome.json, proven: a deliberately violating probe file is flagged with the
 * rule's diagnostic and a clean probe in the same place is not. Probes are written inside the
 * repository (biome applies its overrides by path) under a unique name and deleted afterwards.
 */
const probeId = `layer-probe-${process.pid}-${Date.now()}`;

type Probe = { dir: string; code: string; category: string; says: string };

const violating: Record<string, Probe> = {
  appImportsServer: {
    dir: 'app/features',
    code: "import { getDatabase } from '#server/db/connection.ts';\nexport const x = getDatabase;\n",
    category: 'lint/style/noRestrictedImports',
    says: 'app-not-server',
  },
  appClimbsIntoServer: {
    dir: 'app/features/filings',
    code: "import { getDatabase } from '../../../server/db/connection.ts';\nexport const x = getDatabase;\n",
    category: 'lint/style/noRestrictedImports',
    says: 'no-parent-import',
  },
  appImportsZodDirectly: {
    dir: 'app/features',
    code: "import { z } from 'zod';\nexport const s = z.string();\n",
    category: 'lint/style/noRestrictedImports',
    says: 'zod.ts',
  },
  contractImportsApp: {
    dir: 'contract',
    code: "import { theme } from '#app/lib/theme.ts';\nexport const t = theme;\n",
    category: 'lint/style/noRestrictedImports',
    says: 'contract-imports',
  },
  contractImportsServer: {
    dir: 'contract',
    code: "import { DB } from '#server/db/schema.ts';\nexport type T = DB;\n",
    category: 'lint/style/noRestrictedImports',
    says: 'contract-imports',
  },
  contractImportsNode: {
    dir: 'contract',
    code: "import { createHash } from 'node:crypto';\nexport const h = createHash;\n",
    category: 'lint/style/noRestrictedImports',
    says: 'contract-imports',
  },
  contractImportsReact: {
    dir: 'contract',
    code: "import { useState } from 'react';\nexport const u = useState;\n",
    category: 'lint/style/noRestrictedImports',
    says: 'contract-imports',
  },
  contractImportsTanStack: {
    dir: 'contract',
    code: "import { queryOptions } from '@tanstack/react-query';\nexport const q = queryOptions;\n",
    category: 'lint/style/noRestrictedImports',
    says: 'contract-imports',
  },
  contractImportsTransport: {
    dir: 'contract',
    code: "import { createConnectTransport } from '@connectrpc/connect-web';\nexport const c = createConnectTransport;\n",
    category: 'lint/style/noRestrictedImports',
    says: 'contract-imports',
  },
  serverImportsApp: {
    dir: 'server/rpc',
    code: "import { theme } from '#app/lib/theme.ts';\nexport const t = theme;\n",
    category: 'lint/style/noRestrictedImports',
    says: 'server-not-app',
  },
  domainImportsHttp: {
    dir: 'server/domain/filings',
    code: "import { handle } from '#server/http/handle.ts';\nexport const h = handle;\n",
    category: 'lint/style/noRestrictedImports',
    says: 'domain-not-http',
  },
  domainBuildsResponse: {
    dir: 'server/domain/filings',
    code: "export const answer = () => new Response('{}');\n",
    category: 'lint/style/noRestrictedGlobals',
    says: 'Response',
  },
  domainTakesRequest: {
    dir: 'server/domain/filings',
    code: 'export const path = (request: Request) => new URL(request.url).pathname;\n',
    category: 'lint/style/noRestrictedGlobals',
    says: 'Request',
  },
  serverReadsEnv: {
    dir: 'server/services',
    code: 'export const level = process.env.LOG_LEVEL;\n',
    category: 'lint/style/noProcessEnv',
    says: 'process.env',
  },
  appReadsEnv: {
    dir: 'app/features',
    code: 'export const key = process.env.PUBLIC_POSTHOG_KEY;\n',
    category: 'lint/style/noProcessEnv',
    says: 'process.env',
  },
  serverGlobalThisHolder: {
    dir: 'server/db',
    code: 'const holder = globalThis as { pool?: number };\nexport const pool = () => (holder.pool ??= 1);\n',
    category: 'plugin',
    says: 'no-globalthis-singleton',
  },
  appGlobalThisHolder: {
    dir: 'app/lib',
    code: 'const holder = globalThis as unknown as { client?: string };\nexport const c = holder.client;\n',
    category: 'plugin',
    says: 'no-globalthis-singleton',
  },
  scriptClimbs: {
    dir: 'scripts/bench',
    code: "import { seed } from '../seed.ts';\nexport const s = seed;\n",
    category: 'lint/style/noRestrictedImports',
    says: 'no-parent-import',
  },
  testClimbs: {
    dir: 'tests/support/e2e',
    code: "import { x } from '../test-auth.ts';\nexport const y = x;\n",
    category: 'lint/style/noRestrictedImports',
    says: 'no-parent-import',
  },
};

/** What each layer may do: none of these may be flagged. */
const clean: Record<string, { dir: string; code: string }> = {
  appImportsContractAndGen: {
    dir: 'app/features',
    code: "import { z } from '#contract/zod.ts';\nimport { FilingSchema } from '#gen/ratefiling/v1/filings_pb.ts';\nimport { y } from './y.ts';\nexport const x = [z, FilingSchema, y];\n",
  },
  contractImportsItselfAndGen: {
    dir: 'contract',
    code: "import { z } from '#contract/zod.ts';\nimport { FilingSchema } from '#gen/ratefiling/v1/filings_pb.ts';\nexport const x = [z, FilingSchema];\n",
  },
  serverImportsServerContractGen: {
    dir: 'server/rpc',
    code: "import { getDatabase } from '#server/db/connection.ts';\nimport { z } from '#contract/zod.ts';\nexport const x = [getDatabase, z];\n",
  },
  domainReturnsPlainValues: {
    dir: 'server/domain/filings',
    code: "import { sql } from 'kysely';\nexport const q = () => ({ status: 200, body: String(sql) });\n",
  },
  configReadsEnv: {
    dir: 'server/config',
    code: 'export const level = process.env.LOG_LEVEL;\n',
  },
  publicEnvReadsEnv: {
    dir: 'app/lib/env',
    code: 'export const key = process.env.PUBLIC_POSTHOG_KEY;\n',
  },
  testSetsEnv: {
    dir: 'tests/support',
    code: "process.env.TZ = 'UTC';\nexport const tz = process.env.TZ;\n",
  },
  scriptsImportAnything: {
    dir: 'scripts/lint',
    code: "import { getDatabase } from '#server/db/connection.ts';\nimport { theme } from '#app/lib/theme.ts';\nexport const x = [getDatabase, theme, process.env.HOME];\n",
  },
  moduleLevelState: {
    dir: 'server/db',
    code: 'let pool: number | undefined;\nexport const getPool = () => (pool ??= 1);\n',
  },
};

const biomeReport = z.object({
  diagnostics: z.array(
    z.object({
      category: z.string(),
      message: z.string(),
      location: z.object({ path: z.string().nullish() }).nullish(),
    }),
  ),
});
type Diagnostic = z.infer<typeof biomeReport>['diagnostics'][number];

const probePath = (name: string, dir: string) => `${dir}/${probeId}-${name}.ts`;
const allProbes = [
  ...Object.entries(violating).map(([name, p]) => probePath(name, p.dir)),
  ...Object.entries(clean).map(([name, p]) => probePath(`clean-${name}`, p.dir)),
];
let diagnostics: Diagnostic[] = [];
/** Folders the probes needed that did not exist (contract/ before helper 2's lands): removed after. */
const createdDirs: string[] = [];

function diagnosticsFor(path: string): Diagnostic[] {
  return diagnostics.filter((d) => d.location?.path === path);
}

function writeProbe(path: string, code: string): void {
  const dir = dirname(path);
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true });
    createdDirs.push(dir);
  }
  writeFileSync(path, code);
}

beforeAll(() => {
  for (const [name, p] of Object.entries(violating)) writeProbe(probePath(name, p.dir), p.code);
  for (const [name, p] of Object.entries(clean))
    writeProbe(probePath(`clean-${name}`, p.dir), p.code);
  const run = spawnSync(
    'node_modules/.bin/biome',
    ['lint', '--reporter=json', '--max-diagnostics=none', ...allProbes],
    { encoding: 'utf8' },
  );
  diagnostics = biomeReport.parse(JSON.parse(run.stdout)).diagnostics;
}, 60_000);

afterAll(() => {
  for (const path of allProbes) rmSync(path, { force: true });
  for (const dir of createdDirs) rmdirSync(dir);
});

describe('biome layer rules', () => {
  it.each(Object.entries(violating))('flags %s', (name, probe) => {
    const found = diagnosticsFor(probePath(name, probe.dir));
    expect(found.map((d) => d.category)).toContain(probe.category);
    const messages = found.filter((d) => d.category === probe.category).map((d) => d.message);
    expect(messages.join('\n')).toContain(probe.says);
  });

  it.each(Object.entries(clean))('lets %s pass', (name, probe) => {
    expect(diagnosticsFor(probePath(`clean-${name}`, probe.dir))).toEqual([]);
  });
});

describe('checker layer rules', () => {
  const marker = "import '@tanstack/react-start/server-only';\n";
  const serverCode =
    "import { getRequest } from '@tanstack/react-start/server';\nexport const r = getRequest;\n";

  it('flags a .server file without the server-only marker first', () => {
    const found = findLayerViolations('app/lib/auth/x.server.ts', serverCode);
    expect(found).toEqual([expect.objectContaining({ rule: 'server-only-marker', line: 1 })]);
    const late = findLayerViolations('app/lib/auth/x.server.tsx', serverCode + marker);
    expect(late.map((v) => v.rule)).toEqual(['server-only-marker']);
    expect(findLayerViolations('app/lib/auth/empty.server.ts', '').map((v) => v.rule)).toEqual([
      'server-only-marker',
    ]);
  });

  it('accepts a .server file that begins with the marker, and ignores other files', () => {
    expect(findLayerViolations('app/lib/auth/x.server.ts', marker + serverCode)).toEqual([]);
    expect(findLayerViolations('app/lib/auth/x.ts', serverCode)).toEqual([]);
    expect(findLayerViolations('server/x.server.ts', serverCode)).toEqual([]);
  });

  it('flags anything contract/ imports beyond itself, #gen and zod in contract/zod.ts', () => {
    const code = [
      "import { create } from '@bufbuild/protobuf';",
      "import type { DB } from '#server/db/schema.ts';",
      "export { theme } from '#app/lib/theme.ts';",
      "const lazy = () => import('node:fs');",
      "type Q = import('@tanstack/react-query').QueryKey;",
      "import { z } from 'zod';",
      'export const x = [create, lazy, z];',
      'export type Y = [DB, Q];',
    ].join('\n');
    const found = findLayerViolations('contract/filters.ts', code);
    expect(found.map((v) => [v.rule, v.line])).toEqual([
      ['contract-imports', 1],
      ['contract-imports', 2],
      ['contract-imports', 3],
      ['contract-imports', 4],
      ['contract-imports', 5],
      ['contract-imports', 6],
    ]);
  });

  it('lets contract/ import itself and #gen, contract/zod.ts import zod, its tests vitest', () => {
    const code =
      "import { z } from '#contract/zod.ts';\nimport { limits } from './limits.ts';\nimport type { Filing } from '#gen/ratefiling/v1/filings_pb.ts';\nexport type F = Filing;\nexport const x = [z, limits];\n";
    expect(findLayerViolations('contract/filters.ts', code)).toEqual([]);
    const test = "import { expect } from 'vitest';\nimport { limits } from './limits.ts';\n";
    expect(findLayerViolations('contract/limits.test.ts', test)).toEqual([]);
    expect(findLayerViolations('contract/limits.test.ts', "import 'node:fs';\n")).toHaveLength(1);
    expect(findLayerViolations('contract/limits.ts', test)).toHaveLength(1);
    expect(
      findLayerViolations('contract/zod.ts', "import { z } from 'zod';\nexport { z };\n"),
    ).toEqual([]);
  });
});
