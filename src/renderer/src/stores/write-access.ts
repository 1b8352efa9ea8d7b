import type { ProfileSummary, SyncProgress } from '../../../shared/contract/contract';

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

/** From the app's store (its active workspace and last sync), named by what it reads so that stores and their tests need not load it. */
export function writeAccessOf(app: { activeProfile(): Pick<ProfileSummary, 'keyPermission'> | undefined; sync(): Pick<SyncProgress, 'online'> | null }): WriteAccess {
  return {
    readOnly: () => app.activeProfile()?.keyPermission === 'read',
    online: () => app.sync()?.online ?? null,
  };
}
