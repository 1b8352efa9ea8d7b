import type { IpcMain, IpcMainInvokeEvent, IpcRenderer, WebContents } from 'electron';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { registerIpcHost, type IpcMainLike, type WebContentsLike } from '../../src/main/host/ipc-host';
import { isTrustedFrameUrl } from '../../src/main/electron/trusted-sender';
import { createBridge, type IpcRendererLike } from '../../src/preload/create-bridge';
import { IPC_EVENT_CHANNEL, IPC_REQUEST_CHANNEL } from '../../src/shared/contract/bridge';
import type { OutboxCounts } from '../../src/shared/contract/contract';
import { createFakeElectronIpc, type FakeInvokeEvent } from '../support/fake-electron-ipc';
import { createFakeCore } from '../support/fake-core';

/** What only the Electron door does: check the sender, the envelope, and where events go. */

const appUrl = 'file:///opt/VoiceDesk/resources/app/out/renderer/index.html';
const counts: OutboxCounts = { profileId: 'demo', pending: 1, failed: 0, conflicts: 0 };

function setUp(otherWindows: WebContentsLike[] = []) {
  const core = createFakeCore();
  const electron = createFakeElectronIpc(appUrl);
  const calls: string[] = [];
  const handlers = { ...core.handlers, 'app.info': async () => (calls.push('app.info'), core.handlers['app.info']({})) };
  const unregister = registerIpcHost({
    ipcMain: electron.ipcMain,
    handlers,
    events: core.events,
    isTrustedSender: (event: FakeInvokeEvent) => event.senderFrame !== null && isTrustedFrameUrl(event.senderFrame.url, appUrl),
    getWebContents: () => [...otherWindows, electron.webContents],
  });
  return { core, electron, calls, unregister, bridge: createBridge(electron.ipcRenderer) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the IPC host', () => {
  it('fits Electron’s own ipcMain, webContents and ipcRenderer', () => {
    expectTypeOf<IpcMain>().toExtend<IpcMainLike<IpcMainInvokeEvent>>();
    expectTypeOf<WebContents>().toExtend<WebContentsLike>();
    expectTypeOf<IpcRenderer>().toExtend<IpcRendererLike>();
  });

  it('refuses a sender that is not the app’s own page as unauthorized, before any handler runs', async () => {
    const { electron, calls, bridge } = setUp();
    electron.webContents.url = 'https://evil.example/';

    const reply = await bridge.invoke('app.info', {});

    expect(reply).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(calls).toEqual([]);
  });

  it('refuses a sender whose check throws, as a destroyed frame’s does', async () => {
    const core = createFakeCore();
    const electron = createFakeElectronIpc(appUrl);
    registerIpcHost({
      ipcMain: electron.ipcMain,
      handlers: core.handlers,
      events: core.events,
      isTrustedSender: () => {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed');
      },
      getWebContents: () => [],
    });

    expect(await electron.ipcRenderer.invoke(IPC_REQUEST_CHANNEL, { method: 'app.info', params: {} })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
  });

  it('answers a message that is not a {method, params} envelope with invalid_request', async () => {
    const { electron } = setUp();

    const reply = await electron.ipcRenderer.invoke(IPC_REQUEST_CHANNEL, 'app.info');
    const noMethod = await electron.ipcRenderer.invoke(IPC_REQUEST_CHANNEL, { params: {} });

    expect(reply).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(noMethod).toMatchObject({ ok: false, error: { code: 'invalid_request', problems: [{ field: 'method' }] } });
  });

  it('sends events to live windows only', async () => {
    const closedWindow = { send: vi.fn(), isDestroyed: () => true };
    const { core, bridge } = setUp([closedWindow]);
    const received = new Promise<string>((resolve) => bridge.onEvent((name) => resolve(name)));

    core.events.emit('outbox.changed', counts);

    expect(await received).toBe('outbox.changed');
    expect(closedWindow.send).not.toHaveBeenCalled();
  });

  it('stops answering and forwarding once unregistered', async () => {
    const { core, electron, unregister } = setUp();
    const send = vi.spyOn(electron.webContents, 'send');

    unregister();
    core.events.emit('outbox.changed', counts);

    await expect(electron.ipcRenderer.invoke(IPC_REQUEST_CHANNEL, { method: 'app.info', params: {} })).rejects.toThrow(/No handler registered/);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('the preload bridge', () => {
  it('exposes exactly invoke and onEvent', () => {
    const { bridge } = setUp();

    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'onEvent']);
  });

  it('hands listeners the event name and payload only, never Electron’s event object', async () => {
    const { core, bridge } = setUp();
    const received = new Promise<unknown[]>((resolve) => bridge.onEvent((...args: unknown[]) => resolve(args)));

    core.events.emit('outbox.changed', counts);

    expect(await received).toEqual(['outbox.changed', counts]);
  });

  it('removes its IPC listener when the page stops listening', () => {
    const { electron, bridge } = setUp();
    const stop = bridge.onEvent(() => {});
    expect(electron.listenerCount(IPC_EVENT_CHANNEL)).toBe(1);

    stop();

    expect(electron.listenerCount(IPC_EVENT_CHANNEL)).toBe(0);
  });
});
