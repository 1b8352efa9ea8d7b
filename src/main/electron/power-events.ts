import { powerMonitor } from 'electron';

/** The machine woke from sleep: the network may have changed under the app, and a sync is likely due. */
export function onWakeFromSleep(wake: () => void): void {
  powerMonitor.on('resume', wake);
  // Unlocking after a long lock is often a wake that `resume` missed (a lid closed without sleeping).
  powerMonitor.on('unlock-screen', wake);
}
