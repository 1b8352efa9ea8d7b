import { linkArgument } from '../../shared/links/deep-link';

/**
 * What the running app does when it is launched again (Electron's
 * `second-instance`, which only the instance holding the single-instance
 * lock receives): the window comes back (restored if minimised, shown if
 * hidden) and takes the focus, and a `voicedesk://` link among the new
 * launch's arguments is opened; Windows and Linux hand links over that way
 * (macOS sends `open-url` instead). Written against the few members of a
 * BrowserWindow it uses, so it runs under Node in the tests.
 */
export interface FocusableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  isVisible(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

export function bringToFront(window: FocusableWindow | undefined): void {
  if (!window || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  if (!window.isVisible()) window.show();
  window.focus();
}

/** Handles a second launch: focuses the window, then hands any link among its arguments to `openLink`. */
export function handOffSecondInstance(argv: readonly string[], window: FocusableWindow | undefined, openLink: (url: string) => void): void {
  bringToFront(window);
  const link = linkArgument(argv);
  if (link !== undefined) openLink(link);
}
