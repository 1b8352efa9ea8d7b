import { app, type BrowserWindow } from 'electron';
import { resolve } from 'node:path';
import { DEEP_LINK_SCHEME, linkArgument } from '../../shared/links/deep-link';
import { handOffSecondInstance } from '../desktop/single-instance';

/**
 * `voicedesk://` links and the single instance, at the edge. Links reach
 * the app three ways: on macOS as `open-url` (also before the app is
 * ready, when it was launched by the link); on Windows and Linux on the
 * command line, of this launch or of a second one, which the running
 * instance receives as `second-instance` while the second one quits. Until
 * the core is ready they wait here; then each goes to the core's link
 * inbox, which parses it and hands it to the window.
 */
let deliver: ((url: string) => void) | undefined;
const early: string[] = [];

function receive(url: string): void {
  if (deliver) deliver(url);
  else early.push(url);
}

/**
 * Claims the single-instance lock; false when another instance holds it
 * (this one must quit: the other was handed our arguments). Call before
 * `app.whenReady()`, so that macOS's `open-url` of a launch by link is heard.
 */
export function claimSingleInstance(getWindow: () => BrowserWindow | undefined): boolean {
  if (!app.requestSingleInstanceLock()) return false;
  app.on('second-instance', (_event, argv) => handOffSecondInstance(argv, getWindow(), receive));
  app.on('open-url', (event, url) => {
    event.preventDefault();
    handOffSecondInstance([url], getWindow(), receive);
  });
  const launchedWith = linkArgument(process.argv);
  if (launchedWith !== undefined) early.push(launchedWith);
  return true;
}

/** Makes VoiceDesk the OS's handler of voicedesk:// links. */
export function registerLinkProtocol(): void {
  // Run from a checkout (`electron .`), the OS must start Electron with the app's path, or it would open Electron's default app.
  const registered = process.defaultApp && process.argv[1] !== undefined
    ? app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [resolve(process.argv[1])])
    : app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  if (!registered) console.error(`[links] the OS did not let VoiceDesk register as the handler of ${DEEP_LINK_SCHEME}:// links; links will not open the app.`);
}

/** From now on links go to `open` (the core's inbox); those that came before go first. */
export function deliverLinksTo(open: (url: string) => void): void {
  deliver = open;
  for (const url of early.splice(0)) open(url);
}
