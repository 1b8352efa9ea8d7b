import { dialog, shell, type BrowserWindow, type Session } from 'electron';
import { isPermissionAllowed } from '../desktop/permissions';

/**
 * What the app window may do beyond showing the app. Policy: it never
 * navigates away from the app's page and never opens windows of its own.
 * Its permissions are desktop/permissions.ts's: clipboard writes and
 * notifications for the app's own page, nothing else. An https link opens
 * in the system browser after the user confirms; every other URL is dropped.
 */
export function applyWindowPolicy(window: BrowserWindow, appUrl: string): void {
  window.webContents.on('will-navigate', (event, url) => {
    if (url === appUrl) return;
    event.preventDefault();
    void offerExternal(window, url);
  });
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(({ url }) => {
    void offerExternal(window, url);
    return { action: 'deny' };
  });
}

export function applySessionPolicy(session: Session, appUrl: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, { requestingUrl: details.requestingUrl, isMainFrame: details.isMainFrame }, appUrl));
  });
  session.setPermissionCheckHandler((_contents, permission, _origin, details) =>
    isPermissionAllowed(permission, { requestingUrl: details.requestingUrl, isMainFrame: details.isMainFrame }, appUrl),
  );
}

async function offerExternal(window: BrowserWindow, url: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return;
  }
  if (parsed.protocol !== 'https:') return;
  const { response } = await dialog.showMessageBox(window, {
    type: 'question',
    buttons: ['Open in browser', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
    message: `Open ${parsed.host} in your web browser?`,
    detail: parsed.href,
  });
  if (response === 0) await shell.openExternal(parsed.href);
}
