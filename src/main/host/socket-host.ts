import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { requestFrame, type EventFrame, type ReplyFrame } from '../../shared/contract/wire';
import type { Result } from '../../shared/contract/result';
import type { CoreEventSource, CoreHandlers } from '../service/core-handlers';
import { dispatchRequest } from '../service/dispatch';

/**
 * The contract over WebSocket frames, for sockets that browser-host.ts has
 * already let in. Policy on bad input: a frame that is not JSON, not text or
 * not a request frame closes the socket with 1008 (policy violation). Our
 * own client never sends one, and without a valid id there is no request to
 * reply to; a request with a valid frame but bad params gets an
 * `invalid_request` reply from dispatch instead.
 */

/** Far above any request the renderer makes; a bigger frame closes the socket (1009). */
export const MAX_FRAME_BYTES = 1024 * 1024;

export interface SocketHost {
  /** Completes an upgrade that has passed every check. */
  accept(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

export function createSocketHost(options: { handlers: CoreHandlers; events: CoreEventSource }): SocketHost {
  const { handlers, events } = options;
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });

  server.on('connection', (socket) => {
    socket.on('message', (data, isBinary) => void answer(socket, data, isBinary));
    socket.on('error', (error) => console.error('[browser-host] a socket failed:', error.message));
  });

  async function answer(socket: WebSocket, data: RawData, isBinary: boolean): Promise<void> {
    const frame = isBinary ? undefined : requestFrame.safeParse(parseJson(data.toString()));
    if (!frame?.success) {
      socket.close(1008, 'Expected a JSON request frame');
      return;
    }
    const { id, method, params } = frame.data;
    const result = await dispatchRequest(handlers, method, params);
    if (socket.readyState === socket.OPEN) socket.send(serializeReply(id, method, result));
  }

  const unsubscribe = events.subscribe((name, payload) => {
    const text = serialize({ type: 'event', name, payload } satisfies EventFrame);
    if (text === undefined) {
      console.error(`[browser-host] dropped a "${name}" event that cannot be sent as JSON`);
      return;
    }
    for (const socket of server.clients) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  });

  return {
    accept(request, socket, head) {
      server.handleUpgrade(request, socket, head, (client) => server.emit('connection', client, request));
    },
    close() {
      unsubscribe();
      for (const socket of server.clients) socket.terminate();
      server.close();
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A handler may return what JSON cannot carry (a BigInt, a cycle); the caller still gets a reply. */
function serializeReply(id: number, method: string, result: Result<unknown>): string {
  const text = serialize({ type: 'reply', id, result } satisfies ReplyFrame);
  if (text !== undefined) return text;
  console.error(`[browser-host] the reply to ${method} cannot be sent as JSON`);
  const fallback: ReplyFrame = {
    type: 'reply',
    id,
    result: { ok: false, error: { code: 'internal', message: `The app could not send its reply to ${method}. The details are in the app's log.` } },
  };
  return JSON.stringify(fallback);
}

function serialize(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
