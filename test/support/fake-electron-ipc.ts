/**
 * An in-memory stand-in for Electron's ipcMain, ipcRenderer and one window's
 * webContents. Electron cannot run on this machine, so this emulation is the
 * one allowed stand-in for it; it exists so the real ipc-host and the real
 * preload bridge can be tested against each other. It keeps the behaviours
 * that matter to them:
 * - every message crosses a structuredClone, as Electron's IPC does, so a
 *   value that cannot be cloned fails and nothing is shared by reference;
 * - `invoke` rejects when no handler is registered or the handler throws,
 *   with Electron's wording;
 * - a second `handle` on the same channel throws;
 * - delivery is asynchronous;
 * - the invoke event carries `senderFrame.url` and `sender`, the renderer
 *   event carries `sender` (which in Electron is ipcRenderer itself).
 */

export interface FakeInvokeEvent {
  senderFrame: { url: string } | null;
  sender: FakeWebContents;
}

type MainHandler = (event: FakeInvokeEvent, ...args: unknown[]) => unknown;
type RendererListener = (event: unknown, ...args: unknown[]) => void;

export interface FakeWebContents {
  send(channel: string, ...args: unknown[]): void;
  isDestroyed(): boolean;
  destroy(): void;
  /** The URL of the page the "window" shows; the sender frame of every invoke. */
  url: string;
}

export interface FakeElectronIpc {
  ipcMain: {
    handle(channel: string, handler: MainHandler): void;
    removeHandler(channel: string): void;
  };
  ipcRenderer: {
    invoke(channel: string, ...args: unknown[]): Promise<unknown>;
    on(channel: string, listener: RendererListener): unknown;
    removeListener(channel: string, listener: RendererListener): unknown;
  };
  webContents: FakeWebContents;
  /** How many renderer listeners are attached to a channel (to check unsubscribing). */
  listenerCount(channel: string): number;
}

export function createFakeElectronIpc(pageUrl: string): FakeElectronIpc {
  const handlers = new Map<string, MainHandler>();
  const listeners = new Map<string, Set<RendererListener>>();
  let destroyed = false;

  const webContents: FakeWebContents = {
    url: pageUrl,
    send(channel, ...args) {
      if (destroyed) throw new Error('Object has been destroyed');
      const cloned = structuredClone(args);
      setImmediate(() => {
        for (const listener of [...(listeners.get(channel) ?? [])]) listener({ sender: ipcRenderer }, ...cloned);
      });
    },
    isDestroyed: () => destroyed,
    destroy() {
      destroyed = true;
    },
  };

  const ipcRenderer: FakeElectronIpc['ipcRenderer'] = {
    async invoke(channel, ...args) {
      const cloned = structuredClone(args);
      await new Promise((resolve) => setImmediate(resolve));
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`Error invoking remote method '${channel}': Error: No handler registered for '${channel}'`);
      const event: FakeInvokeEvent = { senderFrame: { url: webContents.url }, sender: webContents };
      let result: unknown;
      try {
        result = await handler(event, ...cloned);
      } catch (error) {
        throw new Error(`Error invoking remote method '${channel}': ${String(error)}`, { cause: error });
      }
      return structuredClone(result);
    },
    on(channel, listener) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      return ipcRenderer;
    },
    removeListener(channel, listener) {
      listeners.get(channel)?.delete(listener);
      return ipcRenderer;
    },
  };

  return {
    ipcMain: {
      handle(channel, handler) {
        if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
        handlers.set(channel, handler);
      },
      removeHandler(channel) {
        handlers.delete(channel);
      },
    },
    ipcRenderer,
    webContents,
    listenerCount: (channel) => listeners.get(channel)?.size ?? 0,
  };
}
