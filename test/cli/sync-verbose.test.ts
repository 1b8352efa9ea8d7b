import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSyncSandbox, tempFolder } from '../support/sync-sandbox';
import { runCli } from '../support/cli-process';

/** `voicedesk sync --verbose`: a request log on stderr for whoever debugs a sync, without the key. */
describe('voicedesk sync --verbose', () => {
  it('logs each request with its status, time and rate limit left on stderr, and never the key', async () => {
    const sandbox = await startSyncSandbox({ realClock: true, rateLimit: 10_000, seed: { contacts: 12, calls: 4 } });
    const db = join(tempFolder(), 'mirror.sqlite');
    const key = sandbox.server.keys.write;

    const run = await runCli(['sync', '--verbose', '--base-url', sandbox.server.baseUrl, '--api-key-env', 'VD_KEY', '--db', db], { env: { VD_KEY: key } });

    expect(run.code, run.stderr).toBe(0);
    const lines = run.stderr.trimEnd().split('\n');
    const summary = JSON.parse(run.stdout);
    expect(lines).toHaveLength(summary.requests);
    for (const line of lines) expect(line).toMatch(/^voicedesk: (GET|POST|PATCH|DELETE) \/v1\/\S+ → \d{3} in \d+ ms \(\d+ left in the rate-limit window\)$/);
    expect(lines[0]).toMatch(/^voicedesk: GET \/v1\/agents\?page=1&per_page=\d+ → 200 /);
    expect(lines.some((line) => /GET \/v1\/calls\/call_[^ ]+ → 200/.test(line))).toBe(true);
    expect(run.stderr).not.toContain(key);
    expect(run.stderr).not.toMatch(/authorization|bearer/i);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
  });

  it('logs a request that got no answer, and still exits with the failure in plain words', async () => {
    const run = await runCli(['sync', '--verbose', '--base-url', 'http://127.0.0.1:9', '--api-key-env', 'VD_KEY', '--db', join(tempFolder(), 'm.sqlite')], {
      env: { VD_KEY: 'vap_test_0123456789abcdef0123456789abcdef' },
    });

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^voicedesk: GET \/v1\/agents\?page=1&per_page=\d+ → no answer \(network\) in \d+ ms$/m);
    expect(run.stderr.trimEnd().split('\n').at(-1)).toMatch(/^voicedesk: .*127\.0\.0\.1:9.* The sync stopped; the next one continues where it left off\.$/);
    expect(run.stderr).not.toContain('vap_test_0123456789abcdef0123456789abcdef');
  });
});
