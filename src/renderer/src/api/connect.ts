import { createCoreClient, type CoreClient } from './core-client';
import { createIpcTransport } from './ipc-transport';
import { createWebSocketTransport, rpcUrlFromPage } from './websocket-transport';
import './window';

/**
 * The page's connection to the core: the preload's bridge when the page runs
 * in the Electron window, otherwise (browser mode) the core's WebSocket on
 * the host that served the page, with the token from the page's URL.
 * `connected` settles when requests can go out at once (the bridge: now; the
 * socket: once open, or failed).
 */
export function connectToCore(): { client: CoreClient; connected: Promise<void> } {
  const bridge = window.voicedesk;
  if (bridge) return { client: createCoreClient(createIpcTransport(bridge)), connected: Promise.resolve() };
  const transport = createWebSocketTransport({ url: rpcUrlFromPage(window.location), WebSocket });
  return { client: createCoreClient(transport), connected: transport.connected };
}
