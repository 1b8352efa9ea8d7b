import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';

/**
 * Serves the built renderer (out/renderer) to the browser-mode page. Policy:
 * only files inside staticDir, never a dotfile, never a directory listing;
 * every response carries the security headers below, and none carries CORS
 * headers.
 */

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Headers every response carries, including refusals. */
export function securityHeaders(port: number): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `connect-src 'self' ws://127.0.0.1:${port} ws://localhost:${port}`,
    "script-src 'self'",
    // Solid and the component styles set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    // The page URL holds the token: never let it leave in a Referer.
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Stops other sites from embedding our files with <script> or <img>.
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

export function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string>, withBody = true): void {
  const body = Buffer.from(`${text}\n`, 'utf8');
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
  });
  response.end(withBody ? body : undefined);
}

/**
 * Maps a request path to a file inside staticDir, or null when the path is
 * malformed or would leave it. The check is on the resolved path, after
 * percent-decoding, so `/../x`, `/%2e%2e/x` and `/..%2fx` are all caught.
 */
export function resolveStaticPath(staticDir: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = resolve(staticDir);
  const target = resolve(root, `.${decoded === '/' ? '/index.html' : decoded}`);
  const inside = relative(root, target);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  // No dotfiles and no dot-directories (a stray .env or .git in the build folder).
  if (inside.split(/[\\/]/).some((segment) => segment.startsWith('.'))) return null;
  return target;
}

export async function serveStatic(
  response: ServerResponse,
  options: { staticDir: string; requestPath: string; headers: Record<string, string>; withBody: boolean },
): Promise<void> {
  const { staticDir, requestPath, headers, withBody } = options;
  const index = join(resolve(staticDir), 'index.html');
  const file = resolveStaticPath(staticDir, requestPath);
  if (file === null) return sendText(response, 403, 'That path is outside the app.', headers, withBody);

  let body: Buffer;
  try {
    body = await readFile(file);
  } catch (error) {
    if (file === index) {
      return sendText(response, 503, 'The VoiceDesk renderer is not built yet. Run `npm run build`, then start the app again.', headers, withBody);
    }
    // A directory, a missing file or an unreadable one: all the same to the page.
    if (!isFileSystemMiss(error)) console.error('[browser-host] could not read a static file:', error);
    return sendText(response, 404, 'Not found.', headers, withBody);
  }
  response.writeHead(200, {
    ...headers,
    'Content-Type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(body.length),
    // The page is per launch (its port and token change), so never keep it;
    // the other files are revalidated rather than trusted from an old launch.
    'Cache-Control': file === index ? 'no-store' : 'no-cache',
  });
  response.end(withBody ? body : undefined);
}

function isFileSystemMiss(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}
