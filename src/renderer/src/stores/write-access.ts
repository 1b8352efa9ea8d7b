import type { AppStore } from './app-store';

/**
 * Whether the active workspace can be edited from here, for the editing
 * controls deep inside the views: a key that can only read disables them
 * (the core would refuse the edits anyway), and the views say why. Whether
 * the service answered the last sync lets the online-only actions (start a
 * campaign, delete an agent) warn before they try.
 */
export interface WriteAccess {
  readOnly: () => boolean;
  /** False when the last sync could not reach the service; null before any this run. */
  online: () => boolean | null;
}

export const READ_ONLY_REASON = "This workspace's key can only read. Ask an admin for a key with write access to edit here.";

export function writeAccessOf(app: AppStore): WriteAccess {
  return {
    readOnly: () => app.activeProfile()?.keyPermission === 'read',
    online: () => app.sync()?.online ?? null,
  };
}
