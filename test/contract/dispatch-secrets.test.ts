import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoreHandlers } from '../../src/main/service/core-handlers';
import { CoreFailure, dispatchRequest } from '../../src/main/service/dispatch';
import { createFakeCore } from '../support/fake-core';

/**
 * An API key travels renderer → core in profiles.add and profiles.rekey.
 * Whatever goes wrong, dispatch neither echoes it in the reply nor writes it
 * to the log, even when an error message quotes it.
 */
const KEY = 'vap_live_Q8vT2mZr6KcW1nYd4HsJ0bLx7PaE3uFo';

function handlersThatFail(failure: () => never): CoreHandlers {
  return { ...createFakeCore().handlers, 'profiles.add': async () => failure(), 'profiles.rekey': async () => failure() };
}

describe('dispatch and the API key', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the key out of an invalid_request reply about another field', async () => {
    const reply = await dispatchRequest(createFakeCore().handlers, 'profiles.add', { name: '', baseUrl: 'https://api.acme.example', apiKey: KEY });

    expect(reply).toMatchObject({ ok: false, error: { code: 'invalid_request', problems: [{ field: 'name' }] } });
    expect(JSON.stringify(reply)).not.toContain(KEY);
  });

  it('leaves the key out of an invalid_request reply about the key itself', async () => {
    const reply = await dispatchRequest(createFakeCore().handlers, 'profiles.rekey', { id: 'acme', apiKey: `${KEY}${'x'.repeat(1000)}` });

    expect(reply).toMatchObject({ ok: false, error: { code: 'invalid_request', problems: [{ field: 'apiKey' }] } });
    expect(JSON.stringify(reply)).not.toContain(KEY);
  });

  it('blanks the key out of a handler’s CoreFailure that quotes it', async () => {
    const handlers = handlersThatFail(() => {
      throw new CoreFailure('invalid_request', `The key ${KEY} was refused`, [{ field: 'apiKey', message: `${KEY} is not a key` }]);
    });

    const reply = await dispatchRequest(handlers, 'profiles.add', { name: 'Acme', baseUrl: 'https://api.acme.example', apiKey: KEY });

    expect(reply).toEqual({
      ok: false,
      error: { code: 'invalid_request', message: 'The key [redacted] was refused', problems: [{ field: 'apiKey', message: '[redacted] is not a key' }] },
    });
  });

  it('logs an unexpected failure without the key, even when its message and stack quote it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handlers = handlersThatFail(() => {
      throw new Error(`keychain library choked on "${KEY}"`);
    });

    const reply = await dispatchRequest(handlers, 'profiles.rekey', { id: 'acme', apiKey: `  ${KEY}  ` });

    expect(reply).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(logged).toHaveBeenCalledTimes(1);
    const [line, error] = logged.mock.calls[0]!;
    expect(line).toBe('[core] profiles.rekey failed:');
    expect((error as Error).message).toBe('keychain library choked on "[redacted]"');
    expect(JSON.stringify([line, (error as Error).message, (error as Error).stack])).not.toContain(KEY);
  });
});
