import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { precompress } from './.config/precompress.ts';

const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Loaders in chunks of their own, as components are: they import query options and with them
      // the contract's schemas, which the first visit does not need (routes/-start-loading.ts).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The manifest is a real file at the top level, linked from index.html (Vite hashes it), so the
      // plugin adds neither it nor the icons to the precache: the globs below do, once each.
      manifest: false,
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        globIgnores: ['icons/icon-maskable.svg'],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/api': apiTarget,
      '/sanctum': apiTarget,
      '/broadcasting': apiTarget,
      '/app': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts', 'test/integration/**/*.test.ts'],
          setupFiles: ['test/harness/fail-on-console-error.ts'],
          // A loaded 2-core CI box misses the 1 s default now and then.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'client',
          environment: 'jsdom',
          include: [
            'src/client/**/*.test.{ts,tsx}',
            'src/local-db/**/*.test.ts',
            'src/api-client/**/*.test.ts',
          ],
          setupFiles: ['test/harness/client-setup.ts', 'test/harness/fail-on-console-error.ts'],
          expect: { poll: { timeout: 10_000 } },
          // Room for the 15 s first-screen wait of test/harness/client-setup.ts and the steps after it.
          testTimeout: 45_000,
        },
      },
    ],
  },
});
