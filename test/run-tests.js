#!/usr/bin/env node
// `npm test`: every test with one command. Runs vitest over test/**; extra
// arguments are passed through (`npm test -- test/shared`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// Build the app first: the browser tests serve the built renderer, and a
// build that breaks should fail the run before any test does.
const build = spawnSync(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);

const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--config', '.config/vitest.config.ts', ...process.argv.slice(2)];
const run = spawnSync(process.execPath, vitest, { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
