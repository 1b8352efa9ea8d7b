/**
 * What closing the window means, per platform. On macOS an app outlives its
 * window: closing it (the red button, Cmd+W) hides it, the app keeps
 * syncing and notifying, and the Dock icon, a link, a notification or a
 * second launch shows it again as it was; Cmd+Q (or Quit in the menu)
 * quits. Elsewhere closing the window quits the app, as users expect there.
 * Hiding rather than closing keeps the page, so the menu's commands (which
 * the page carries out) still work while it is hidden.
 */
export function closeHidesWindow(platform: NodeJS.Platform, quitting: boolean): boolean {
  return platform === 'darwin' && !quitting;
}

/** Whether the app quits once its last window has closed (never on macOS, where it lives on in the Dock). */
export function quitsWithLastWindow(platform: NodeJS.Platform): boolean {
  return platform !== 'darwin';
}
