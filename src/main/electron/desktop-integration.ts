import { app, BrowserWindow } from 'electron';
import type { Core } from '../app/start-core';
import { startDesktopNotifier } from '../desktop/desktop-notifier';
import type { AppCommand } from '../../shared/contract/app-commands';
import { installAppMenu } from './app-menu';
import { deliverLinksTo, registerLinkProtocol } from './deep-links';
import { showNativeNotification } from './native-notifications';
import { onWakeFromSleep } from './power-events';

/**
 * Everything that ties the running core to the desktop, once the core and
 * the window exist: the application menu, `voicedesk://` links, native
 * notifications, and syncing on wake. Each piece's logic lives in
 * src/main/desktop (tested under Node); this file only connects them to
 * Electron's objects. Returns the function that stops the notifications.
 */
export function integrateDesktop(options: { core: Core; window: () => BrowserWindow | undefined; development: boolean }): () => void {
  const { core } = options;
  // A command reaches the renderer as an event; the renderer carries it out as its own shortcut would.
  const run = (command: AppCommand) => core.events.emit('app.command', { command });
  installAppMenu({ appName: app.getName(), development: options.development, run });
  registerLinkProtocol();
  deliverLinksTo((url) => void core.links.open(url));
  onWakeFromSleep(() => core.wake('resume'));
  return startDesktopNotifier({
    profiles: core.profiles,
    sync: core.sync,
    events: core.events,
    mirrors: core.mirrors,
    savedSearchMatches: (profileId) => core.savedSearches.takeMatches(profileId),
    show: (notification) => showNativeNotification(notification, { window: options.window, openLink: (url) => void core.links.open(url), run }),
  });
}

/** The app's one window, if open. */
export function mainWindow(): BrowserWindow | undefined {
  return BrowserWindow.getAllWindows().find((window) => !window.isDestroyed());
}
