import type { AgentCreateBody } from '../../shared/api/requests';
import type { OpenedCall } from '../../shared/contract/contract';
import type { CreatedAgent } from '../outbox/outbox-runner';
import type { ReplaySummary } from '../outbox/replay-outbox';
import type { ProfileEntry, ProfileRegistry } from '../profiles/profile-registry';
import { CoreFailure } from './dispatch';
import { requireActive, requireProfile } from './profile-failures';
import { workerFailure, type ProfileWorkerSlot, type ProfileWorkers } from './profile-workers';
import { ProfileWorkerCallFailure } from '../profile-worker/profile-worker-client';
import { createPushRetry } from './push-retry';

/**
 * What a profile's worker does at once on request, with the service: open
 * a call ahead of the sync, send the outbox, and the online-only actions
 * (start a campaign, create or delete an agent, check at once whether the
 * service has finished setting one up).
 *
 * The profile's outbox is sent by the same worker as its sync (one API
 * client, one rate-limit budget): after every sync that reached the service,
 * and when asked (an edit was queued, the user pressed Send now). Pausing
 * sync does not hold edits back: sending one is the user's own request.
 *
 * A push whose run threw is tried again by itself, with a backoff, while
 * edits wait (push-retry.ts): nothing else may ask for one soon.
 *
 * The key's permission is learned from writes only: one the service accepted
 * makes it `write` (a refused one is noted by profile-workers.ts).
 */
export interface OnlineActionsDeps {
  profiles: ProfileRegistry;
  workers: ProfileWorkers;
  /** Whether the service answered the profile's last run or push (null: not known yet). */
  online(profileId: string): boolean | null;
  /** Tells the status bar, and the connectivity watch, what a push found: the status bar learns it from the outbox too, not only from a sync. */
  setOnline(profileId: string, online: boolean): void;
  /** The service refused the key while sending: the worker goes, and the UI asks for a new key. */
  onKeyRefused(entry: ProfileEntry, message: string): void;
  /** Whether a profile still has edits waiting to be sent: a push that failed is tried again only then. */
  editsWaiting(profileId: string): boolean;
  logger?: (line: string) => void;
}

export interface OnlineActions {
  openCall(id: string): Promise<OpenedCall>;
  /** Reads a record the active workspace's mirror lacks (a link named it) from the service into the mirror; false when the service has none. */
  fetchRecord(kind: 'calls' | 'contacts' | 'campaigns' | 'agents', id: string): Promise<boolean>;
  /** Sends a profile's outbox; undefined when another process (a `voicedesk push`) is sending it. Needs the key, not an unpaused sync. */
  push(profileId: string): Promise<ReplaySummary | undefined>;
  /** In the background: what cannot be sent now stays queued for the next try, and the Outbox screen says why. */
  pushQuietly(profileId: string): void;
  /** Online only, on the active profile: the outbox's do-not-call changes go first. */
  startCampaign(id: string): Promise<{ id: string; status: string; started_at: string | null }>;
  deleteAgent(id: string): Promise<void>;
  createAgent(fields: AgentCreateBody): Promise<CreatedAgent>;
  /** Reads a new agent the app stopped checking at once (it is watched again while still provisioning): whether it still is. */
  checkProvisioning(id: string): Promise<{ provisioning: boolean }>;
  /** No push is tried again from now on. */
  close(): void;
}

export function createOnlineActions(deps: OnlineActionsDeps): OnlineActions {
  const { profiles, workers } = deps;
  const retry = createPushRetry({
    push: (id) => push(id),
    editsWaiting: (id) => !workers.closed && profiles.get(id) !== undefined && deps.editsWaiting(id),
    ...(deps.logger ? { logger: deps.logger } : {}),
  });
  profiles.onChange(() => {
    for (const profile of retry.profiles()) if (profiles.get(profile) === undefined) retry.forget(profile);
  });

  async function push(id: string): Promise<ReplaySummary | undefined> {
    if (workers.closed) throw new CoreFailure('unavailable', 'The app is closing.');
    const entry = requireProfile(profiles, id);
    const slot = await workers.open(entry);
    let summary: ReplaySummary | undefined;
    try {
      summary = await slot.worker.push();
    } catch (error) {
      // The worker's run threw (a plain Error means its thread is gone or closing: dropped, not retried).
      if (error instanceof ProfileWorkerCallFailure) retry.failed(id);
      throw workerFailure(error);
    }
    retry.succeeded(id);
    if (summary === undefined) return undefined;
    if (summary.sent > 0) {
      profiles.setKeyPermission(id, 'write');
      deps.setOnline(id, true);
    }
    if (summary.stopped?.reason === 'unreachable') deps.setOnline(id, false);
    if (summary.stopped?.reason === 'unauthorized') deps.onKeyRefused(entry, summary.stopped.message);
    return summary;
  }

  async function onlineAction<T>(act: (slot: ProfileWorkerSlot) => Promise<T>): Promise<T> {
    const entry = requireActive(profiles, 'to sync');
    const slot = await workers.open(entry);
    try {
      const result = await act(slot);
      profiles.setKeyPermission(entry.id, 'write');
      return result;
    } catch (error) {
      throw workerFailure(error);
    }
  }

  return {
    async openCall(id) {
      const slot = await workers.open(requireActive(profiles, 'to sync'));
      try {
        return { id, ...(await slot.worker.openCall(id)) };
      } catch (error) {
        throw workerFailure(error, 'That call is no longer in the workspace.');
      }
    },
    async fetchRecord(kind, id) {
      const entry = requireActive(profiles, 'to fetch from');
      const slot = await workers.open(entry);
      try {
        return (await slot.worker.fetchRecord(kind, id)).found;
      } catch (error) {
        throw workerFailure(error);
      }
    },
    push,
    pushQuietly(id) {
      if (workers.closed) return;
      push(id).catch((error: unknown) => deps.logger?.(`outbox: not sent for now: ${error instanceof Error ? error.message : String(error)}`));
    },
    startCampaign: (id) => onlineAction((slot) => slot.worker.startCampaign(id)),
    deleteAgent: (id) => onlineAction((slot) => slot.worker.deleteAgent(id)),
    createAgent: (fields) => onlineAction((slot) => slot.worker.createAgent(fields)),
    async checkProvisioning(id) {
      const slot = await workers.open(requireActive(profiles, 'to check'));
      try {
        return await slot.worker.checkProvisioning(id);
      } catch (error) {
        throw workerFailure(error);
      }
    },
    close: () => retry.close(),
  };
}
