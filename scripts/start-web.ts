/**
 * `npm run start:web`: builds when needed, then serves the web tier on PORT against the api at
 * BACKEND_URL (required: without it the web process would call itself).
 */
import { buildIfNeeded } from './build-if-needed.ts';

if (!process.env.BACKEND_URL) {
  console.error(
    "BACKEND_URL is required: the api's address, e.g. http://127.0.0.1:3001 (npm run start:api).",
  );
  process.exit(1);
}
const root = new URL('..', import.meta.url).pathname;
buildIfNeeded(root);
await import('#server/web-main.ts');
