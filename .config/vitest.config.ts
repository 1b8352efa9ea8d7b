import { defineConfig } from 'vitest/config';

// One runner for every test: unit, integration (real SQLite, real HTTP on
// 127.0.0.1, real keychain) and browser end-to-end (Playwright in Debian's
// Chromium). Integration tests start their own servers on free ports, so
// files may run in parallel.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A deadline only catches a hang. Tests that start the command line
    // several times (through tsx) or a browser take 20 to 30 s on a loaded
    // machine, and a 30 s deadline failed them now and then; none of them
    // comes near two minutes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for something the test caused and that must happen (a
    // dialog closing once a batch is queued, a row taking the focus). Vitest's
    // default deadline of one second made each poll a claim that the app
    // reacts within a second, which a busy CI machine breaks now and then; a
    // poll now waits as Playwright's own waits do (PATIENCE_MS in
    // test/support/patience.ts, written out here: Vite's config loader warns
    // on an import without its extension), and fails only when the thing does
    // not happen, with the last value it saw.
    expect: { poll: { timeout: 90_000 } },
    pool: 'forks',
    // Vitest runs one file at a time on a 2-core machine (cores - 1). Most
    // tests wait on another process (the command line, a server, Chromium),
    // so two files at a time use both cores; the tests share nothing but
    // the machine (free ports, their own folders, their own keychain items).
    maxWorkers: 2,
    reporters: ['default'],
  },
});
