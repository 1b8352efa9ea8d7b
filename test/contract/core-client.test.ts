import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoreClient } from '../../src/renderer/src/api/core-client';
import { TransportError, type Transport } from '../../src/renderer/src/api/transport';
import type { MethodName, OutboxCounts } from '../../src/shared/contract/contract';

/**
 * The client's own duties, with a scripted transport: what it does when the
 * transport fails, and how it treats events. Replies and events crossing a
 * real transport are in transports.test.ts.
 */
function scriptedTransport(request: Transport['request']) {
  const listeners = new Set<(name: string, payload: unknown) => void>();
  const transport: Transport = {
    request: vi.fn(request),
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: vi.fn(),
  };
  const push = (name: string, payload: unknown) => listeners.forEach((listener) => listener(name, payload));
  return { transport, push };
}

const counts: OutboxCounts = { profileId: 'demo', pending: 0, failed: 1, conflicts: 0 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the core client', () => {
  it('does not send a method outside the contract, since it could not check the reply', async () => {
    const { transport } = scriptedTransport(async () => ({ ok: true, value: {} }));
    const client = createCoreClient(transport);

    const result = await client.call('profiles.delete-everything' as MethodName, {} as never);

    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
    expect(transport.request).not.toHaveBeenCalled();
  });

  it('reports a transport failure as unavailable, in the transport’s words', async () => {
    const { transport } = scriptedTransport(async () => {
      throw new TransportError('The connection to VoiceDesk was lost.');
    });

    const result = await createCoreClient(transport).call('app.info', {});

    expect(result).toEqual({ ok: false, error: { code: 'unavailable', message: 'The connection to VoiceDesk was lost.' } });
  });

  it('reports any other failure to send as unavailable without passing on its message', async () => {
    const { transport } = scriptedTransport(async () => {
      throw new Error("Error invoking remote method 'voicedesk:request': DataCloneError");
    });

    const result = await createCoreClient(transport).call('app.info', {});

    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('unavailable');
    expect(!result.ok && result.error.message).not.toContain('DataCloneError');
  });

  it('passes on a well-formed error reply as it came', async () => {
    const error = { code: 'invalid_request', message: 'Invalid request to profiles.rename: name must not be empty', problems: [{ field: 'name', message: 'must not be empty' }] };
    const { transport } = scriptedTransport(async () => ({ ok: false, error }));

    expect(await createCoreClient(transport).call('profiles.rename', { id: 'demo', name: '' })).toEqual({ ok: false, error });
  });

  it('drops an event of a kind the contract does not name', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { transport, push } = scriptedTransport(async () => null);
    const client = createCoreClient(transport);
    const listener = vi.fn();
    client.on('outbox.changed', listener);

    push('outbox.exploded', counts);

    expect(listener).not.toHaveBeenCalled();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('unknown kind'));
  });

  it('still delivers an event to the other listeners when one of them throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { transport, push } = scriptedTransport(async () => null);
    const client = createCoreClient(transport);
    const second = vi.fn();
    client.on('outbox.changed', () => {
      throw new Error('listener bug');
    });
    client.on('outbox.changed', second);

    push('outbox.changed', counts);

    expect(second).toHaveBeenCalledWith(counts);
  });

  it('stops listening to the transport and closes it when closed', () => {
    const { transport, push } = scriptedTransport(async () => null);
    const client = createCoreClient(transport);
    const listener = vi.fn();
    client.on('outbox.changed', listener);

    client.close();
    push('outbox.changed', counts);

    expect(listener).not.toHaveBeenCalled();
    expect(transport.close).toHaveBeenCalledOnce();
  });
});
