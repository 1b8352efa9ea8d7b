import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of a service that lets reads through and holds every
 * write (POST, PATCH, PUT, DELETE) at a gate until the test opens it. An
 * app that sends its outbox at once can then be seen showing its edits as
 * pending, for as long as the test looks, without racing the send; opening
 * the gate lets the held requests through, in the order they came.
 */
export interface WriteGate {
  /** The proxy's address, to give the app as its base URL. */
  baseUrl: string;
  /** How many writes are waiting at the gate. */
  held(): number;
  /** Lets the held writes through, and every later one. */
  open(): void;
  /** Stops the proxy; held writes are dropped unanswered, as an unreachable service would. */
  close(): Promise<void>;
}

export async function startWriteGate(target: string): Promise<WriteGate> {
  const upstream = new URL(target);
  let open = false;
  const waiting: (() => void)[] = [];

  const forward = (incoming: IncomingMessage, answer: ServerResponse) => {
    const outgoing = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: upstream.host } },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    outgoing.on('error', () => answer.destroy());
    incoming.pipe(outgoing);
  };

  const server = createServer((incoming, answer) => {
    const write = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    if (write && !open) waiting.push(() => forward(incoming, answer));
    else forward(incoming, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    held: () => waiting.length,
    open() {
      open = true;
      for (const release of waiting.splice(0)) release();
    },
    close() {
      waiting.length = 0;
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
