import type { NotificationSettings } from '../../shared/contract/desktop-methods';
import type { AppCommand } from '../../shared/contract/app-commands';
import { formatDeepLink } from '../../shared/links/deep-link';

/**
 * When the desktop app shows a native notification. Policy:
 *
 * - Three kinds: new calls that match a saved search, found by a sync;
 *   edits the service refused or that need a decision; the workspace's key
 *   refused. Nothing else interrupts the user: a sync that went well, or
 *   could not reach the service, shows in the status bar only.
 * - At most one notification of a kind per sync: what happens between two
 *   syncs' ends (a sync, then the outbox it sends) is one round, and a
 *   second event of the same kind in the round is folded into the first
 *   one's words or dropped, never shown again.
 * - Each kind can be turned off in the workspace's settings.
 * - A notification says which workspace, and clicking it opens where the
 *   user acts on it: the one new call (or the Calls screen for several),
 *   the Outbox, Manage workspaces (to enter the key again).
 *
 * Saved searches belong to the transcript review issue (12); the sync's
 * matches come in as `SavedSearchMatch`es, which that work will produce.
 */
export type NotificationKind = 'new-matching-calls' | 'edits-need-attention' | 'key-refused';

export interface SavedSearchMatch {
  searchName: string;
  /** The new calls of this sync that match, newest first. */
  callIds: readonly string[];
}

/** Where a click takes the user: a record by its link, or a command (a screen, a dialog). */
export type NotificationTarget = { link: string } | { command: AppCommand };

export interface AppNotification {
  kind: NotificationKind;
  profileId: string;
  title: string;
  body: string;
  target: NotificationTarget;
}

export interface OutboxAttention {
  failed: number;
  conflicts: number;
}

const SETTING: Record<NotificationKind, keyof NotificationSettings> = {
  'new-matching-calls': 'newMatchingCalls',
  'edits-need-attention': 'editsNeedAttention',
  'key-refused': 'keyRefused',
};

export interface NotificationRules {
  /** A sync of the workspace ended: a new round begins, with what it found. */
  syncEnded(input: { profileId: string; workspace: string; matches: readonly SavedSearchMatch[]; keyRefused: boolean }, settings: NotificationSettings): AppNotification[];
  /** The outbox's counts changed (after a push, or an edit queued). */
  outboxChanged(input: { profileId: string; workspace: string; counts: OutboxAttention }, settings: NotificationSettings): AppNotification[];
  /** The key was refused outside a sync (while sending the outbox). */
  keyRefused(input: { profileId: string; workspace: string }, settings: NotificationSettings): AppNotification[];
}

export function createNotificationRules(): NotificationRules {
  /** Per workspace: the kinds shown this round, and the outbox counts last seen. */
  const rounds = new Map<string, Set<NotificationKind>>();
  const lastCounts = new Map<string, OutboxAttention>();

  const shownIn = (profileId: string) => {
    let shown = rounds.get(profileId);
    if (!shown) rounds.set(profileId, (shown = new Set()));
    return shown;
  };
  /** The notification, unless turned off or already shown this round. */
  const once = (notification: AppNotification, settings: NotificationSettings): AppNotification[] => {
    if (!settings[SETTING[notification.kind]]) return [];
    const shown = shownIn(notification.profileId);
    if (shown.has(notification.kind)) return [];
    shown.add(notification.kind);
    return [notification];
  };

  const keyNotice = (profileId: string, workspace: string): AppNotification => ({
    kind: 'key-refused',
    profileId,
    title: `${workspace}: the API key was refused`,
    body: 'VoiceDesk cannot sync or send edits until you enter a valid key. Click to enter it again.',
    target: { command: 'manage-workspaces' },
  });

  return {
    syncEnded(input, settings) {
      rounds.set(input.profileId, new Set());
      const notifications: AppNotification[] = [];
      if (input.keyRefused) notifications.push(...once(keyNotice(input.profileId, input.workspace), settings));
      const matching = input.matches.filter((match) => match.callIds.length > 0);
      const callIds = [...new Set(matching.flatMap((match) => match.callIds))];
      const first = callIds[0];
      if (first !== undefined) {
        const searches = matching.map((match) => `"${match.searchName}"`);
        const body = `${callIds.length === 1 ? 'A new call matches' : `${callIds.length} new calls match`} ${searches.length === 1 ? 'your saved search' : 'your saved searches'} ${searches.join(', ')}.`;
        notifications.push(
          ...once(
            {
              kind: 'new-matching-calls',
              profileId: input.profileId,
              title: `${input.workspace}: new calls to review`,
              body,
              target: callIds.length === 1 ? { link: formatDeepLink({ kind: 'calls', id: first, workspace: input.profileId }) } : { command: 'show-calls' },
            },
            settings,
          ),
        );
      }
      return notifications;
    },

    outboxChanged(input, settings) {
      const before = lastCounts.get(input.profileId) ?? { failed: 0, conflicts: 0 };
      lastCounts.set(input.profileId, input.counts);
      const newlyFailed = Math.max(0, input.counts.failed - before.failed);
      const newConflicts = Math.max(0, input.counts.conflicts - before.conflicts);
      if (newlyFailed === 0 && newConflicts === 0) return [];
      const parts = [
        ...(newlyFailed > 0 ? [`${newlyFailed === 1 ? 'an edit was' : `${newlyFailed} edits were`} refused by the service`] : []),
        ...(newConflicts > 0 ? [`${newConflicts === 1 ? 'an edit needs' : `${newConflicts} edits need`} your decision`] : []),
      ];
      const sentence = parts.join(' and ');
      return once(
        {
          kind: 'edits-need-attention',
          profileId: input.profileId,
          title: `${input.workspace}: edits need your attention`,
          body: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. Click to open the Outbox.`,
          target: { command: 'show-outbox' },
        },
        settings,
      );
    },

    keyRefused(input, settings) {
      return once(keyNotice(input.profileId, input.workspace), settings);
    },
  };
}
