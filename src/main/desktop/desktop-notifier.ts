import { outboxCounts } from '../../shared/contract/contract';
import type { CoreEventSource } from '../service/core-handlers';
import type { MirrorHandles } from '../service/mirror-handles';
import { readNotificationSettings } from '../service/notification-settings';
import type { SyncService } from '../service/sync-service';
import type { ProfileRegistry } from '../profiles/profile-registry';
import type { SyncSummary } from '../sync';
import { createNotificationRules, type AppNotification, type SavedSearchMatch } from './notification-rules';

/**
 * Feeds the notification rules (notification-rules.ts) from the core: a
 * sync's end, the outbox's counts, a key refused outside a sync. Each
 * workspace's settings are read from its mirror when needed, so a change
 * applies at once. What a notification looks like and does when clicked
 * is the edge's (src/main/electron/native-notifications.ts).
 */
export interface DesktopNotifierDeps {
  profiles: ProfileRegistry;
  sync: SyncService;
  events: CoreEventSource;
  mirrors: MirrorHandles;
  show(notification: AppNotification): void;
  /** The new calls of a sync that match the workspace's saved searches (the transcript review issue provides them); none without. */
  savedSearchMatches?(profileId: string, summary: SyncSummary): SavedSearchMatch[];
}

export function startDesktopNotifier(deps: DesktopNotifierDeps): () => void {
  const rules = createNotificationRules();
  const settingsOf = (profileId: string) => {
    const entry = deps.profiles.get(profileId);
    return readNotificationSettings(entry ? deps.mirrors.reader(entry)?.db : undefined);
  };
  const nameOf = (profileId: string) => deps.profiles.get(profileId)?.name ?? profileId;
  const show = (notifications: AppNotification[]) => notifications.forEach((notification) => deps.show(notification));

  const stops = [
    deps.sync.onActivity((activity) => {
      if (activity.type !== 'ended') return;
      const { profileId, summary, progress } = activity;
      const workspace = nameOf(profileId);
      // No summary: no run happened (the key could not be had, or was refused while sending the outbox).
      if (summary === undefined) {
        if (progress.phase === 'needs_key') show(rules.keyRefused({ profileId, workspace }, settingsOf(profileId)));
        return;
      }
      const matches = deps.savedSearchMatches?.(profileId, summary) ?? [];
      show(rules.syncEnded({ profileId, workspace, matches, keyRefused: progress.phase === 'needs_key' }, settingsOf(profileId)));
    }),
    deps.events.subscribe((name, payload) => {
      if (name !== 'outbox.changed') return;
      const counts = outboxCounts.safeParse(payload);
      if (!counts.success) return;
      const { profileId, failed, conflicts } = counts.data;
      show(rules.outboxChanged({ profileId, workspace: nameOf(profileId), counts: { failed, conflicts } }, settingsOf(profileId)));
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
