import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import viteReact from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  // BUILD_OUT_DIR lets a test run build into its own folder (inside the project, so the
  // externalised packages still resolve from node_modules).
  build: { outDir: process.env.BUILD_OUT_DIR || 'dist' },
  plugins: [
    tanstackStart({
      srcDirectory: 'app',
      serverFns: { base: '/_server' },
      router: {
        // Besides the components, split each route's loader and pending skeleton out of the
        // entry chunk: loaders import query options, which pull in api descriptors and (when
        // they live beside a page) whole pages with their charts. The entry chunk then holds
        // only the route tree, search validation and the shell, so a page loads just its own.
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader'],
            ['component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
      },
    }),
    viteReact(),
  ],
});
