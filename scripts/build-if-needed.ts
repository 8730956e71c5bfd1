import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Inputs of the production build; a newer file in any of them triggers a rebuild. */
const BUILD_INPUTS = [
  'app',
  'contract',
  'server',
  'gen',
  'public',
  'vite.config.ts',
  'package-lock.json',
];
/** Where the production build goes: `dist`, or BUILD_OUT_DIR (relative to the project). */
export function buildOutDir(): string {
  return process.env.BUILD_OUT_DIR || 'dist';
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Whether the production build is missing or older than its sources. */
export function isBuildStale(root: string): boolean {
  const output = join(root, buildOutDir(), 'server/server.js');
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > built);
}

/** Runs `vite build` when the build is stale; exits the process if the build fails. */
export function buildIfNeeded(root: string): void {
  if (!isBuildStale(root)) return;
  console.log('Building the app (first start or sources changed)...');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
