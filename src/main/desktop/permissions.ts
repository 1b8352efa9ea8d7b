import { isTrustedFrameUrl } from './trusted-frame';

/**
 * Which of Chromium's permission requests and checks the app's session
 * grants. Policy: the main frame of the app's own page may write to the
 * clipboard ("Copy transcript", "Copy link") and show notifications; nothing
 * else is granted to anyone, and nothing at all to a page that is not the
 * app's own (a navigation that slipped through, an iframe). Reading the
 * clipboard, the camera, the microphone, geolocation… are denied.
 */
const ALLOWED: ReadonlySet<string> = new Set(['clipboard-sanitized-write', 'clipboard-write', 'notifications']);

export interface PermissionAsker {
  /** The URL of the frame asking (Electron's `details.requestingUrl`). */
  requestingUrl: string | undefined;
  /** Electron's `details.isMainFrame`; an iframe is refused. */
  isMainFrame: boolean | undefined;
}

/** `appUrl` is the page the window loads: the dev server's URL, or the built index.html's file:// URL. */
export function isPermissionAllowed(permission: string, asker: PermissionAsker, appUrl: string): boolean {
  if (!ALLOWED.has(permission)) return false;
  if (asker.isMainFrame !== true || !asker.requestingUrl) return false;
  return isTrustedFrameUrl(asker.requestingUrl, appUrl);
}
