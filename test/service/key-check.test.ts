import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCore, type Core } from '../../src/main/app/start-core';
import { dispatchRequest } from '../../src/main/service/dispatch';
import { UNPROTECTED_KEYS_FILE_NAME } from '../../src/main/profiles/profile-store';
import { createUnprotectedFileSecretStore } from '../../src/main/secrets/unprotected-file-secret-store';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { freshDataPaths } from '../support/profile-data-folder';
import { unavailableKeychain } from '../support/keychain';

/**
 * profiles.checkKey as the welcome screen and the workspace dialog call it:
 * through dispatch, on the real core, against the sandbox over HTTP. Each
 * answer names what to fix, and none carries the key.
 */
describe('checking a workspace key before saving it', () => {
  let sandbox: SandboxServer;
  let notTheApi: Server;
  let notTheApiUrl: string;
  let core: Core;
  const paths = freshDataPaths();
  const check = (baseUrl: string, apiKey: string) => dispatchRequest(core.handlers, 'profiles.checkKey', { baseUrl, apiKey });

  beforeAll(async () => {
    sandbox = await startSandboxServer({ rateLimit: 0, log: () => undefined });
    // A web server on this computer that is something else: it answers every path with a page.
    notTheApi = createServer((_request, response) => response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'));
    await new Promise<void>((resolve) => notTheApi.listen(0, '127.0.0.1', resolve));
    notTheApiUrl = `http://127.0.0.1:${(notTheApi.address() as AddressInfo).port}`;
    core = startCore({
      info: { name: 'VoiceDesk', version: '0.0.0-test', mode: 'browser', platform: 'test' },
      paths,
      backend: { kind: 'saved' },
      secrets: { keychain: unavailableKeychain(), unprotectedFile: createUnprotectedFileSecretStore(join(paths.root, UNPROTECTED_KEYS_FILE_NAME)) },
    });
  });

  afterAll(async () => {
    await core?.close();
    await sandbox?.close();
    await new Promise((resolve) => notTheApi?.close(resolve));
    paths.dispose();
  });

  it('accepts a key the service accepts, telling its kind and last four characters', async () => {
    expect(await check(sandbox.baseUrl, sandbox.keys.write)).toEqual({ ok: true, value: { keyKind: 'test', keyHint: `…${sandbox.keys.write.slice(-4)}` } });
    expect(await check(`${sandbox.baseUrl}/v1/`, sandbox.keys.other_workspace)).toEqual({ ok: true, value: { keyKind: 'production', keyHint: `…${sandbox.keys.other_workspace.slice(-4)}` } });
  });

  it('says a refused key was refused, naming the key field, without quoting it', async () => {
    const wrong = 'vap_test_0000000000000000000000000000wxyz';

    const reply = await check(sandbox.baseUrl, wrong);

    expect(reply).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', message: expect.stringMatching(/^This key was refused by 127\.0\.0\.1:\d+\./), problems: [{ field: 'apiKey' }] },
    });
    expect(JSON.stringify(reply)).not.toContain(wrong);
  });

  it('says the service could not be reached when nothing answers', async () => {
    const reply = await check('http://127.0.0.1:9', sandbox.keys.write);

    expect(reply).toMatchObject({ ok: false, error: { code: 'unavailable', message: expect.stringMatching(/^Could not reach 127\.0\.0\.1:9/) } });
    expect(JSON.stringify(reply)).not.toContain(sandbox.keys.write);
  });

  it('refuses plain http to another computer before sending the key anywhere', async () => {
    expect(await check('http://api.acme.example', sandbox.keys.write)).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', problems: [{ field: 'baseUrl', message: expect.stringContaining('Use https://api.acme.example instead') }] },
    });
  });

  it('says an address that answers, but not as the API, is probably the wrong address', async () => {
    expect(await check(notTheApiUrl, sandbox.keys.write)).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', problems: [{ field: 'baseUrl', message: expect.stringContaining('not as the Voice Agent Platform API') }] },
    });
  });

  it('names the key field for text that cannot be a key', async () => {
    expect(await check(sandbox.baseUrl, 'two words')).toMatchObject({ ok: false, error: { code: 'invalid_request', problems: [{ field: 'apiKey' }] } });
  });

  it('stores nothing', () => {
    expect(core.profiles.list()).toEqual({ profiles: [], activeId: null });
  });
});
