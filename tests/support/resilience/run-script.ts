import { spawn } from 'node:child_process';

const ROOT = new URL('../../..', import.meta.url).pathname;

export type ScriptResult = { code: number | null; stdout: string; stderr: string; ms: number };

/** Runs one of the command-line tools (`scripts/*.ts`) as an operator would, with a time limit. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<ScriptResult> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'fatal', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - startedAt });
    });
  });
}
