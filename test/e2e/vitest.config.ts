import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built app (`npm run test:e2e` builds first) in Debian's Chromium against the
 * real server process. Files run one after another: each drives its own browser against one shared server.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    setupFiles: ['test/harness/fail-on-console-error.ts'],
    fileParallelism: false,
    // Each poll is a round trip to Chromium; the 1 s default is too short on a loaded CI box.
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
