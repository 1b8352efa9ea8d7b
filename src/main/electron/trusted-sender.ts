import type { IpcMainInvokeEvent } from 'electron';

/**
 * Which IPC senders the core answers. Policy: only the main frame of a
 * window showing the app's own page. The packaged app's page is one file
 * (out/renderer/index.html), so a file:// URL must name exactly that file: any
 * other local file a navigation slipped through to is refused. In development
 * the page comes from the dev server, so any path on that origin is the app.
 * An iframe, even one showing the app's own page, is refused.
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

export function createTrustedSenderCheck(appUrl: string): (event: IpcMainInvokeEvent) => boolean {
  return (event) => {
    try {
      const frame = event.senderFrame;
      // Null when the frame has navigated away or been destroyed since it sent the message.
      if (!frame) return false;
      const main = event.sender.mainFrame;
      // Electron may hand out distinct wrapper objects for the same frame, so
      // identity falls back to the frame's process and routing ids.
      const isMainFrame = frame === main || (frame.processId === main.processId && frame.routingId === main.routingId);
      return isMainFrame && isTrustedFrameUrl(frame.url, appUrl);
    } catch {
      // Reading a destroyed frame throws; a sender we cannot identify is not trusted.
      return false;
    }
  };
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
