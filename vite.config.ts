import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import viteReact from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { API_EXACT_PATHS, API_PATH_PREFIXES } from './contract/http/api-paths.ts';

// `npm run dev` (scripts/dev.ts) runs the api beside vite; its paths are proxied there.
const apiPathPattern = [
  ...API_PATH_PREFIXES.map((prefix) => `^${prefix}`),
  ...API_EXACT_PATHS.map((path) => `^${path}$`),
].join('|');

export default defineConfig({
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      [apiPathPattern]: {
        target: process.env.BACKEND_URL ?? 'http://127.0.0.1:3001',
        // Keep the browser's Host and send X-Forwarded-For/-Host/-Proto, as the web host does.
        changeOrigin: false,
        xfwd: true,
      },
    },
  },
  // BUILD_OUT_DIR lets a test run build into its own folder (inside the project, so the
  // externalised packages still resolve from node_modules).
  build: { outDir: process.env.BUILD_OUT_DIR || 'dist' },
  plugins: [
    tanstackStart({
      srcDirectory: 'app',
      serverFns: {
        base: '/_server',
        // Cross-site server-function calls are refused by our own request guard
        // (app/lib/security/request-guard-middleware.ts: origin and host checks, tested in
        // contract/security/guard-request.test.ts), so TanStack's CSRF middleware would repeat it.
        disableCsrfMiddlewareWarning: true,
      },
      router: {
        // Besides the components, split each route's loader out of the entry chunk: loaders
        // import query options, which pull in api descriptors and (when they live beside a page)
        // whole pages with their charts. The entry chunk then holds only the route tree, search
        // validation, the shell and the pending skeletons, so a page loads just its own.
        // The skeletons stay in the entry (ADR 032): a split one is a lazy component that the
        // router renders while a navigation loads, before its own code has arrived; it then
        // suspends through use() and React 19.3 leaves the tree half-committed (the command
        // palette's portal detached, so Ctrl+K opened nothing after a jump from the palette).
        // Unsplit, the entry is 5 kB smaller, since sixteen tiny wrapper chunks go.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    viteReact(),
  ],
});
