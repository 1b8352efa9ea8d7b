import { describe, expect, it } from 'vitest';
import { decideStart, type StartProbes, type StepResult } from '../../src/cli/desktop-start/start-decision';

/**
 * `npm start`'s decision tree, one branch per test. The probes stand for the
 * machine: whether the binary and the SQLite build are there, and what
 * fetching or building them would give. Each records what was asked of it,
 * so a test also shows which steps ran.
 */
interface Machine {
  binary: boolean;
  fetch?: StepResult;
  sqliteBuild: boolean;
  build?: StepResult;
}

function probesFor(machine: Machine): StartProbes & { steps: string[] } {
  const steps: string[] = [];
  return {
    steps,
    electronVersion: '45.4.1',
    electronBinary: () => (machine.binary ? '/checkout/node_modules/electron/dist/electron' : undefined),
    async fetchElectron() {
      steps.push('fetch Electron');
      const result = machine.fetch ?? { ok: false, reason: 'not expected' };
      if (result.ok) machine.binary = true;
      return result;
    },
    sqliteBuildPresent: () => machine.sqliteBuild,
    async buildSqlite(binary) {
      steps.push(`build SQLite for ${binary}`);
      const result = machine.build ?? { ok: false, reason: 'not expected' };
      if (result.ok) machine.sqliteBuild = true;
      return result;
    },
  };
}

describe('npm start decides between the desktop window and browser mode', () => {
  it('opens the window at once when the binary and the SQLite build are both in place', async () => {
    const probes = probesFor({ binary: true, sqliteBuild: true });

    expect(await decideStart(probes)).toEqual({ mode: 'window', binary: '/checkout/node_modules/electron/dist/electron' });
    expect(probes.steps).toEqual([]);
  });

  it('fetches a missing binary, then opens the window', async () => {
    const probes = probesFor({ binary: false, fetch: { ok: true }, sqliteBuild: true });

    expect(await decideStart(probes)).toEqual({ mode: 'window', binary: '/checkout/node_modules/electron/dist/electron' });
    expect(probes.steps).toEqual(['fetch Electron']);
  });

  it('falls back to browser mode with the reason when the fetch fails, and builds nothing', async () => {
    const probes = probesFor({ binary: false, fetch: { ok: false, reason: 'fetch failed' }, sqliteBuild: false });

    expect(await decideStart(probes)).toEqual({ mode: 'browser', reason: 'Electron 45.4.1 is not installed and could not be fetched: fetch failed' });
    expect(probes.steps).toEqual(['fetch Electron']);
  });

  it('falls back to browser mode when the installer succeeds but leaves no binary', async () => {
    const probes = probesFor({ binary: false, sqliteBuild: true });
    probes.fetchElectron = async () => ({ ok: true });

    expect(await decideStart(probes)).toEqual({ mode: 'browser', reason: "Electron 45.4.1's installer finished but left no binary in node_modules/electron/dist" });
  });

  it('makes a missing SQLite build with the binary it will run, then opens the window', async () => {
    const probes = probesFor({ binary: true, sqliteBuild: false, build: { ok: true } });

    expect(await decideStart(probes)).toEqual({ mode: 'window', binary: '/checkout/node_modules/electron/dist/electron' });
    expect(probes.steps).toEqual(['build SQLite for /checkout/node_modules/electron/dist/electron']);
  });

  it('fetches the binary and makes the SQLite build in that order on a fresh checkout', async () => {
    const probes = probesFor({ binary: false, fetch: { ok: true }, sqliteBuild: false, build: { ok: true } });

    expect((await decideStart(probes)).mode).toBe('window');
    expect(probes.steps).toEqual(['fetch Electron', 'build SQLite for /checkout/node_modules/electron/dist/electron']);
  });

  it('falls back to browser mode with the reason when the SQLite build cannot be made', async () => {
    const probes = probesFor({ binary: true, sqliteBuild: false, build: { ok: false, reason: 'getaddrinfo ENOTFOUND' } });

    expect(await decideStart(probes)).toEqual({
      mode: 'browser',
      reason: 'SQLite has no build for Electron 45.4.1 and none could be made: getaddrinfo ENOTFOUND',
    });
  });

  it('does not trust a build step that reports success but leaves no build', async () => {
    const probes = probesFor({ binary: true, sqliteBuild: false });
    probes.buildSqlite = async () => ({ ok: true });

    expect(await decideStart(probes)).toEqual({ mode: 'browser', reason: "SQLite's build for Electron 45.4.1 was reported made but is not in place" });
  });
});
