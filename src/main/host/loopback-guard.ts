import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Who may talk to the browser-mode host. Policy:
 * - The host listens on 127.0.0.1 only (browser-host.ts).
 * - Every HTTP request and WebSocket upgrade must name this very server in its
 *   Host header (`127.0.0.1:PORT` or `localhost:PORT`). A page on a domain an
 *   attacker re-points at 127.0.0.1 (DNS rebinding) sends its own name, and is
 *   refused.
 * - A WebSocket upgrade must also come from our own page (Origin exactly
 *   `http://127.0.0.1:PORT` or `http://localhost:PORT`; browsers always send
 *   one, so a missing Origin is refused too) and carry the per-launch token
 *   that only the printed URL holds. The token stops other local programs and
 *   other local users; the Origin check stops other web pages.
 * - No CORS headers are ever sent, so no other origin may read a response.
 */
export interface LoopbackGuard {
  isOwnHost(host: string | undefined): boolean;
  isOwnOrigin(origin: string | undefined): boolean;
  hasToken(candidate: string | null): boolean;
}

/** 32 random bytes: unguessable, and safe to put in a URL as is. */
export function createLaunchToken(): string {
  return randomBytes(32).toString('base64url');
}

export function createLoopbackGuard(port: number, token: string): LoopbackGuard {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const origins = new Set([...hosts].map((host) => `http://${host}`));
  const expected = digest(token);
  return {
    isOwnHost: (host) => host !== undefined && hosts.has(host),
    isOwnOrigin: (origin) => origin !== undefined && origins.has(origin),
    // Both sides are hashed first, so the comparison takes the same time
    // whatever the candidate's length, and timingSafeEqual sees equal lengths.
    hasToken: (candidate) => candidate !== null && timingSafeEqual(digest(candidate), expected),
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
