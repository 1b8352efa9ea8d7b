import { defineConfig } from 'vitest/config';

// One runner for every test: unit, integration (real SQLite, real HTTP on
// 127.0.0.1, real keychain) and browser end-to-end (Playwright in Debian's
// Chromium). Integration tests start their own servers on free ports, so
// files may run in parallel.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default'],
  },
});
