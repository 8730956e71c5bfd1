/**
 * `npm run dev`: the api (`scripts/start-api.ts`, on API_PORT, default 3001) and `vite dev` (on
 * PORT, default 3000) side by side. Vite proxies api paths to the api (vite.config.ts) and server
 * rendering reaches it at BACKEND_URL; both stop together.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.API_PORT || '3001';
const backendUrl = process.env.BACKEND_URL || `http://127.0.0.1:${apiPort}`;
const webPort = process.env.PORT || '3000';

function run(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development', ...env },
    stdio: 'inherit',
  });
}

const children = [
  // The api believes the client address vite forwards (it listens on loopback only).
  run([join(root, 'scripts/start-api.ts')], {
    PORT: apiPort,
    HOST: '127.0.0.1',
    TRUST_PROXY: 'loopback',
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || `http://localhost:${webPort}`,
  }),
  run([join(root, 'node_modules/vite/bin/vite.js'), 'dev'], {
    PORT: webPort,
    BACKEND_URL: backendUrl,
  }),
];

function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.once('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0));
