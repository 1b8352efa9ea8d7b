import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { classifyKeychainError, KeychainUnavailable } from '../../src/main/secrets/keychain-unavailable';
import { keychainRequired } from '../support/keychain';
import { PATIENCE_MS } from '../support/patience';

/**
 * A keychain that cannot be used is reported as KeychainUnavailable with an
 * explanation, in every case, and the process goes on. Each case runs the
 * real store in a child process whose session bus the test chose.
 */
const PROBE = join(import.meta.dirname, 'fixtures', 'keychain-probe.ts');
const run = promisify(execFile);

interface ProbeLine {
  step: string;
  ok: boolean;
  value?: unknown;
  name?: string;
  problem?: string;
  message?: string;
}

async function probe(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ lines: ProbeLine[]; stderr: string }> {
  const { stdout, stderr } = await run(command, args, { env, timeout: PATIENCE_MS });
  return { lines: stdout.trim().split('\n').map((line) => JSON.parse(line) as ProbeLine), stderr };
}

const probeArgs = (account: string, ...steps: string[]) => ['--import', 'tsx', PROBE, account, ...steps];

function onPath(command: string): boolean {
  return (process.env['PATH'] ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** An environment with no display (so no unlock prompt can appear) and a fresh HOME for a private keyring. */
function privateSessionEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, XDG_DATA_HOME: join(home, 'data'), XDG_RUNTIME_DIR: home, XDG_CACHE_HOME: join(home, 'cache') };
  delete env['DBUS_SESSION_BUS_ADDRESS'];
  delete env['DISPLAY'];
  delete env['WAYLAND_DISPLAY'];
  return env;
}

describe.skipIf(process.platform !== 'linux')('a session without a keychain', () => {
  it('makes every operation fail with KeychainUnavailable, explained in plain words, without crashing', async () => {
    const env = { ...process.env, DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(tmpdir(), `no-bus-${randomUUID()}`)}` };

    const { lines } = await probe(process.execPath, probeArgs(randomUUID(), 'set:vap_test_0000000000000000000000000000abcd', 'get', 'delete'), env);

    expect(lines.map((line) => [line.step, line.ok, line.name, line.problem])).toEqual([
      ['set:vap_test_0000000000000000000000000000abcd', false, 'KeychainUnavailable', 'no-service'],
      ['get', false, 'KeychainUnavailable', 'no-service'],
      ['delete', false, 'KeychainUnavailable', 'no-service'],
    ]);
    expect(lines[0]!.message).toMatch(/^No system keychain is running\. .*GNOME Keyring or KWallet/);
    expect(lines[0]!.message).not.toContain('abcd');
  });
});

const privateKeyringTools = ['dbus-run-session', 'gnome-keyring-daemon', 'dbus-send'].filter((tool) => !onPath(tool));
if (privateKeyringTools.length && !keychainRequired) {
  console.warn(`locked-keychain tests skipped: ${privateKeyringTools.join(', ')} not found (on Debian: apt-get install dbus gnome-keyring).`);
}

describe.skipIf(process.platform !== 'linux' || (privateKeyringTools.length > 0 && !keychainRequired))('a private gnome-keyring', () => {
  it('that gets locked answers every request with KeychainUnavailable "locked", and the process goes on', async () => {
    const home = mkdtempSync(join(tmpdir(), 'voicedesk-locked-keyring-'));
    try {
      const script = 'printf "%s\\n" "$PROBE_PASSWORD" | gnome-keyring-daemon --unlock --components=secrets >/dev/null && exec "$0" "$@"';
      const env = { ...privateSessionEnv(home), PROBE_PASSWORD: randomBytes(12).toString('hex') };

      const { lines } = await probe('dbus-run-session', ['--', 'sh', '-c', script, process.execPath, ...probeArgs(randomUUID(), 'set:vap_test_11111111111111111111111111111111', 'lock', 'get', 'set:vap_test_2222', 'delete')], env);

      expect(lines.map((line) => [line.step, line.ok, line.problem])).toEqual([
        ['set:vap_test_11111111111111111111111111111111', true, undefined],
        ['lock', true, undefined],
        ['get', false, 'locked'],
        ['set:vap_test_2222', false, 'locked'],
        ['delete', false, 'locked'],
      ]);
      expect(lines[2]!.message).toMatch(/^The system keychain is locked\. Unlock it/);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('without a login keyring (a new or reset one) cannot store a key, and says why', async () => {
    const home = mkdtempSync(join(tmpdir(), 'voicedesk-no-login-keyring-'));
    try {
      // The bus starts gnome-keyring on demand, but nothing ever creates or unlocks a login keyring.
      const { lines } = await probe('dbus-run-session', ['--', process.execPath, ...probeArgs(randomUUID(), 'get', 'set:vap_test_33333333333333333333333333333333')], privateSessionEnv(home));

      expect(lines.map((line) => [line.step, line.ok, line.value, line.problem])).toEqual([
        ['get', true, null, undefined],
        ['set:vap_test_33333333333333333333333333333333', false, undefined, 'no-default-keyring'],
      ]);
      expect(lines[1]!.message).toMatch(/no default keyring.*new or reset login keyring/);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('sorting keychain errors', () => {
  it.each([
    ['DBus error: Failed to connect to socket /run/user/1000/bus: No such file or directory', 'no-service'],
    ['DBus error: Using X11 for dbus-daemon autolaunch was disabled at compile time, set your DBUS_SESSION_BUS_ADDRESS instead', 'no-service'],
    ['org.freedesktop.DBus.Error.ServiceUnknown: The name org.freedesktop.secrets was not provided by any .service files', 'no-service'],
    ["Couldn't access platform storage: Secret Service: unlock prompt was dismissed", 'locked'],
    ["Couldn't access platform storage: User interaction is not allowed.", 'locked'],
    ["Couldn't access platform storage: Secret Service: no result found", 'no-default-keyring'],
    ['Platform secure storage failure: something else entirely', 'refused'],
  ])('reads "%s" as %s', (message, problem) => {
    const sorted = classifyKeychainError(new Error('Platform failure', { cause: new Error(message) }));

    expect(sorted).toBeInstanceOf(KeychainUnavailable);
    expect(sorted.problem).toBe(problem);
    expect(sorted.detail).toContain(message);
  });
});
