/**
 * How long a test waits for something it caused and that must happen: a
 * transcript fetched, an edit pushed, a dialog closed, a status shown. It is
 * a deadline against a hang, not a claim about speed: on a CI machine that
 * runs two test files at once, each with its app, the app's worker thread
 * and Chromium, on two cores, a call's transcript that appears in 2 s alone
 * took over 20 s, and a 20 s wait failed a whole file now and then. Every
 * wait uses this one figure (Playwright's through `patientContext`, expect.poll's
 * through .config/vitest.config.ts, which writes the figure out), below the
 * test's own deadline, so that a wait that fails still says what it waited for.
 */
export const PATIENCE_MS = 90_000;
