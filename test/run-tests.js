#!/usr/bin/env node
// `npm test`: every test with one command. Runs vitest over test/**; extra
// arguments are passed through (`npm test -- test/shared`).
//
// The keychain tests use the real OS keychain. On Linux without a desktop
// session (CI, containers), this script provides one: it re-runs itself inside
// `dbus-run-session` with gnome-keyring-daemon started and unlocked, in a
// fresh HOME, so the tests never touch anyone's real keyring. gnome-keyring
// creates its `login` collection only with a non-empty password; with an
// empty one every operation fails with "Secret Service: no result found". So
// the password is random, and handed over in an environment variable rather
// than on a command line. Where gnome-keyring or dbus is missing, the keychain
// tests skip and say why (except on CI, where they must run).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const inner = process.argv[2] === '--inner';
const passThrough = process.argv.slice(inner ? 3 : 2);

if (!inner) {
  // Build the app first: the browser tests serve the built renderer, and a
  // build that breaks should fail the run before any test does.
  const build = spawnSync(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const keyring = keyringSession();
  if (keyring.run) process.exit(runInKeyringSession());
  if (keyring.reason) console.warn(`run-tests: ${keyring.reason}`);
}

const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--config', '.config/vitest.config.ts', ...passThrough];
const run = spawnSync(process.execPath, vitest, { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);

/** Whether to start a private keyring session, and if not, why (when it matters). */
function keyringSession() {
  if (process.platform !== 'linux') return { run: false };
  if (process.env.DBUS_SESSION_BUS_ADDRESS) return { run: false, reason: 'using the session bus already set (DBUS_SESSION_BUS_ADDRESS) and its keychain for the keychain tests.' };
  const missing = ['dbus-run-session', 'gnome-keyring-daemon'].filter((command) => !onPath(command));
  if (missing.length) {
    return { run: false, reason: `no Secret Service for the keychain tests (${missing.join(' and ')} not found; on Debian: apt-get install dbus gnome-keyring); they will be skipped.` };
  }
  return { run: true };
}

function runInKeyringSession() {
  const home = mkdtempSync(join(tmpdir(), 'voicedesk-keyring-home-'));
  const runtime = join(home, 'runtime');
  mkdirSync(runtime, { mode: 0o700 });
  const script = [
    'printf "%s\\n" "$VOICEDESK_TEST_KEYRING_PASSWORD" | gnome-keyring-daemon --unlock --components=secrets >/dev/null || { echo "run-tests: gnome-keyring-daemon did not start" >&2; exit 1; }',
    'unset VOICEDESK_TEST_KEYRING_PASSWORD',
    'exec "$0" test/run-tests.js --inner "$@"',
  ].join('\n');
  const env = {
    ...process.env,
    HOME: home,
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_RUNTIME_DIR: runtime,
    VOICEDESK_TEST_KEYRING_PASSWORD: randomBytes(18).toString('base64url'),
    // Tells the keychain tests that a keychain was provided, so they must not skip.
    VOICEDESK_TEST_KEYCHAIN: 'gnome-keyring',
  };
  // No display: an unlock prompt must fail at once rather than wait for someone to answer it.
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  try {
    const session = spawnSync('dbus-run-session', ['--', 'sh', '-c', script, process.execPath, ...passThrough], { cwd: root, stdio: 'inherit', env });
    if (session.error) {
      console.error(`run-tests: could not start dbus-run-session: ${session.error.message}`);
      return 1;
    }
    return session.status ?? 1;
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
