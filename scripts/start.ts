/**
 * `npm start`: builds when needed, then starts the single-process server
 * (pages, server functions and the Connect api on one port).
 */
import { buildIfNeeded } from './build-if-needed.ts';

const root = new URL('..', import.meta.url).pathname;
buildIfNeeded(root);
await import('#server/main.ts');
