import type { IpcMainInvokeEvent } from 'electron';
import { isTrustedFrameUrl } from '../desktop/trusted-frame';

export { isTrustedFrameUrl };

/**
 * Which IPC senders the core answers. Policy: only the main frame of a
 * window showing the app's own page. The packaged app's page is one file
 * (out/renderer/index.html), so a file:// URL must name exactly that file: any
 * other local file a navigation slipped through to is refused. In development
 * the page comes from the dev server, so any path on that origin is the app.
 * An iframe, even one showing the app's own page, is refused.
 */

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
