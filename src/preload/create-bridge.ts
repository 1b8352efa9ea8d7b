import { IPC_EVENT_CHANNEL, IPC_REQUEST_CHANNEL, type IpcRequest, type VoiceDeskBridge } from '../shared/contract/bridge';

/**
 * The bridge the preload hands to the page. Policy: the page gets these two
 * functions and nothing else; in particular never `ipcRenderer`, and never an
 * IPC event object (its `sender` is `ipcRenderer`), so a compromised page
 * can send only contract requests, on the one channel the core checks.
 */

/** The part of Electron's `ipcRenderer` used here; Electron's own object fits. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export function createBridge(ipcRenderer: IpcRendererLike): VoiceDeskBridge {
  return {
    invoke(method, params) {
      const request: IpcRequest = { method, params };
      return ipcRenderer.invoke(IPC_REQUEST_CHANNEL, request);
    },
    onEvent(listener) {
      const forward = (_event: unknown, message: unknown) => {
        // The renderer validates names and payloads; only the envelope's shape is checked here.
        if (typeof message !== 'object' || message === null) return;
        const { name, payload } = message as { name?: unknown; payload?: unknown };
        if (typeof name === 'string') listener(name, payload);
      };
      ipcRenderer.on(IPC_EVENT_CHANNEL, forward);
      return () => {
        ipcRenderer.removeListener(IPC_EVENT_CHANNEL, forward);
      };
    },
  };
}
