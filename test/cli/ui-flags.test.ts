import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../support/cli-process';
import { runCli } from '../support/cli-process';

/** `voicedesk ui`'s scheduling and start-up flags: wrong ones are refused before anything starts, naming the flag. */
describe('voicedesk ui flags', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = tempDataDir();
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    [['--sync-every', '0'], '--sync-every must be a number of minutes above 0 and at most 1440, not "0"'],
    [['--sync-every', 'soon'], '--sync-every must be a number of minutes above 0 and at most 1440, not "soon"'],
    [['--sync-every', '5', '--no-auto-sync'], '--sync-every and --no-auto-sync cannot be used together'],
    [['--no-demo', '--profile', 'acme'], '--no-demo and --profile cannot be used together'],
    [['--no-demo', '--base-url', 'https://api.acme.example'], '--no-demo and --base-url cannot be used together'],
    [['--no-demo', '--db', 'mirror.sqlite'], '--no-demo opens the saved workspaces, each with its own key and mirror'],
  ])('refuses %j', async (flags, message) => {
    const run = await runCli(['ui', '--no-open', ...flags], { env: { VOICEDESK_DATA_DIR: dataDir } });

    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`voicedesk: ${message}`);
  });

  it('documents them in --help', async () => {
    const run = await runCli(['ui', '--help'], { env: {} });

    for (const flag of ['--no-demo', '--no-auto-sync', '--sync-every <minutes>']) expect(run.stdout).toContain(flag);
  });
});
