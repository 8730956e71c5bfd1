import { z } from 'zod';

/**
 * The shared zod: every module under app/ and contract/ imports `z` from here (biome refuses `zod`
 * elsewhere in those folders), so this runs before any schema is built in the browser. Zod's object
 * parser otherwise probes `new Function` once, which our Content-Security-Policy (no
 * 'unsafe-eval') refuses and reports as a violation on every page load. Parsing stays the same,
 * without the compiled fast path. The setting is global to the zod instance, so server code that
 * loads a contract schema parses jitless too.
 */
z.config({ jitless: true });

export { z };
