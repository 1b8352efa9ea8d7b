import { describe, expect, it } from 'vitest';
import { installerReason } from '../../src/cli/desktop-start/electron-install';
import { prebuildReason } from '../../src/cli/desktop-start/electron-sqlite';
import { runStep } from '../../src/cli/desktop-start/run-step';
import { join } from 'node:path';
import { PATIENCE_MS } from '../support/patience';

/** The side-effecting steps run as real child processes; what matters is the one-line reason they give on failure. */
describe('a start-up step', () => {
  const node = process.execPath;

  it('succeeds when its process exits 0', async () => {
    const result = await runStep({ command: node, args: ['-e', 'process.exit(0)'], limitMs: PATIENCE_MS, errorFd: 2, showProgress: false }, () => 'unused');

    expect(result).toEqual({ ok: true });
  });

  it('reports the message of a stack trace the installer prints, not the trace, and keeps it off the terminal', async () => {
    // As Electron's installer does on a closed network: console.error(err.stack), exit 1. The preload sends that to fd 3.
    const quietErrors = join(import.meta.dirname, '..', '..', 'src', 'cli', 'desktop-start', 'errors-to-fd3.mjs');
    const script = "const e = new TypeError('fetch failed'); console.error(e.stack); process.exit(1)";
    const result = await runStep({ command: node, args: ['--import', quietErrors, '-e', script], limitMs: PATIENCE_MS, errorFd: 3, showProgress: false }, installerReason);

    expect(result).toEqual({ ok: false, reason: 'fetch failed' });
  });

  it("reports prebuild-install's last warning without its prefix", async () => {
    const script = "console.error('prebuild-install warn install getaddrinfo ENOTFOUND example.invalid'); process.exit(1)";
    const result = await runStep({ command: node, args: ['-e', script], limitMs: PATIENCE_MS, errorFd: 2, showProgress: false }, prebuildReason);

    expect(result).toEqual({ ok: false, reason: 'getaddrinfo ENOTFOUND example.invalid' });
  });

  it('says how it stopped when it printed nothing', async () => {
    const result = await runStep({ command: node, args: ['-e', 'process.exit(3)'], limitMs: PATIENCE_MS, errorFd: 2, showProgress: false }, prebuildReason);

    expect(result).toEqual({ ok: false, reason: 'it stopped with exit code 3' });
  });

  it('is stopped at its time limit, with that as the reason', async () => {
    // The process never ends: the limit is what is under test, short so that the test does not wait long for it.
    const result = await runStep({ command: node, args: ['-e', 'setInterval(() => {}, 1000)'], limitMs: 300, errorFd: 2, showProgress: false }, prebuildReason);

    expect(result).toEqual({ ok: false, reason: 'it did not finish within 0.3 s' });
  });

  it('reports a command that cannot be started', async () => {
    const result = await runStep({ command: join(import.meta.dirname, 'no-such-program'), args: [], limitMs: PATIENCE_MS, errorFd: 2, showProgress: false }, prebuildReason);

    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain('ENOENT');
  });
});
