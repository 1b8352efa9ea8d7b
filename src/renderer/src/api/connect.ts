import { createCoreClient, type CoreClient } from './core-client';
import { createIpcTransport } from './ipc-transport';
import { createWebSocketTransport, rpcUrlFromPage } from './websocket-transport';
import './window';

/**
 * The page's connection to the core: the preload's bridge when the page runs
 * in the Electron window, otherwise (browser mode) the core's WebSocket on
 * the host that served the page, with the token from the page's URL.
 */
export function connectToCore(): CoreClient {
  const bridge = window.voicedesk;
  const transport = bridge
    ? createIpcTransport(bridge)
    : createWebSocketTransport({ url: rpcUrlFromPage(window.location), WebSocket });
  return createCoreClient(transport);
}
