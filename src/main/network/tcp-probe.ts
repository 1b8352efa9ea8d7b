import { connect } from 'node:net';

/**
 * Whether the service's host accepts a TCP connection, without sending it a
 * request: the cheapest sign of life there is, and one that costs nothing
 * from the API's rate limit (a request that reached the API would). The
 * connection is closed as soon as it opens.
 */
export interface ProbeTarget {
  host: string;
  port: number;
}

export type Probe = (target: ProbeTarget) => Promise<boolean>;

/** Where a base URL's requests go: its host, and its port or the scheme's default. */
export function probeTargetOf(baseUrl: string): ProbeTarget {
  const url = new URL(baseUrl);
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  // An IPv6 host comes bracketed in a URL; net.connect wants it bare.
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port };
}

export function createTcpProbe(timeoutMs = 3_000): Probe {
  return (target) =>
    new Promise((resolve) => {
      const socket = connect({ host: target.host, port: target.port });
      const done = (reachable: boolean) => {
        socket.removeAllListeners();
        socket.on('error', () => undefined);
        socket.destroy();
        resolve(reachable);
      };
      socket.setTimeout(timeoutMs, () => done(false));
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    });
}
