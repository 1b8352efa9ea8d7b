/**
 * Whether a frame's URL is the app's own page (the IPC sender check and the
 * permission policy both ask; each checks for the main frame itself). The
 * packaged app's page is one file (out/renderer/index.html), so a file:// URL
 * must name exactly that file: any other local file a navigation slipped
 * through to is refused. In development the page comes from the dev server,
 * so any path on that origin is the app.
 */

/** `appUrl` is the URL the window loads: the dev server's, or the built index.html's file:// URL. */
export function isTrustedFrameUrl(url: string, appUrl: string): boolean {
  const frame = parse(url);
  const app = parse(appUrl);
  if (!frame || !app) return false;
  if (app.protocol === 'file:') {
    return frame.protocol === 'file:' && frame.host === app.host && frame.pathname === app.pathname;
  }
  if (app.protocol === 'http:' || app.protocol === 'https:') {
    // `origin` compares scheme, host and port together.
    return frame.origin === app.origin;
  }
  return false;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
