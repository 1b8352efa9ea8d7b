import { createMemo, Match, Show, Switch } from 'solid-js';
import type { SyncProgress } from '../../../shared/contract/contract';
import { formatEta } from '../calls/format';
import type { AppStore } from '../stores/app-store';
import type { WorkspacesStore } from '../stores/workspaces-store';

const resourceLabels: Record<NonNullable<SyncProgress['resource']>, string> = {
  agents: 'agents',
  campaigns: 'campaigns',
  contacts: 'contacts',
  calls: 'calls',
  transcripts: 'transcripts',
};

/** Counts as the user's locale writes them; one formatter, as a sync's progress is written many times a second. */
const counts = new Intl.NumberFormat();

/** The sync in plain words: what it is doing, how far along, how long left; or how the last one ended. */
function describe(progress: SyncProgress | null, everSynced: boolean): string {
  if (progress === null) return 'No workspace to sync.';
  switch (progress.phase) {
    case 'syncing': {
      if (progress.resource === null) return 'Syncing: starting…';
      const count = progress.total === null ? `${counts.format(progress.done)} so far` : `${counts.format(progress.done)} of ${counts.format(progress.total)}`;
      const eta = progress.etaSeconds === null ? '' : ` · ${formatEta(progress.etaSeconds)}`;
      return `Syncing ${resourceLabels[progress.resource]}: ${count}${eta}${progress.message ? ` · ${progress.message}` : ''}`;
    }
    case 'idle':
      // How the last run ended, when there is something to say: stopped, or finished with warnings.
      if (progress.message) return progress.message;
      return everSynced ? 'Up to date as of the last sync.' : 'Not synced yet.';
    case 'paused':
      return 'Sync paused. This computer’s copy is not updated until you resume.';
    case 'offline':
      return `Offline: ${progress.message ?? 'the workspace cannot be reached.'} Showing this computer's copy.`;
    case 'error':
      return `Sync failed: ${progress.message ?? 'no reason was given.'}`;
    case 'needs_key':
      // Not an error: a question to the user, with the reason (the keychain lost the key, or the service refused it).
      return progress.message ?? 'Enter the workspace’s API key again to keep syncing.';
    default:
      return progress.phase satisfies never;
  }
}

/**
 * The status bar's sync part: what the sync is doing, a progress bar while it
 * runs (with the time left in the text and the rate-limit budget beside it),
 * and its buttons: Sync now / Stop sync, Pause sync / Resume sync, and Enter
 * the key again when the key is missing.
 */
export function SyncStatus(props: { store: AppStore; workspaces: WorkspacesStore }) {
  const phase = () => props.store.sync()?.phase;
  const syncing = () => phase() === 'syncing';
  const text = createMemo(() => props.store.syncProblem() ?? describe(props.store.sync(), Boolean(props.store.activeProfile()?.lastSyncAt)));
  return (
    <div class="sync-status">
      <span role="status" aria-live="polite" class="sync-text" title={text()}>
        {text()}
      </span>
      <Show when={syncing()}>
        {/* Without a total the bar is indeterminate: a progress element without a value. */}
        <Show when={props.store.sync()?.total} fallback={<progress aria-label="Sync progress" />}>
          {(total) => <progress aria-label="Sync progress" max={total()} value={Math.min(props.store.sync()?.done ?? 0, total())} />}
        </Show>
        <Show when={props.store.sync()?.requestsLeftInWindow ?? null}>
          {(left) => (
            <span class="rate-budget" title="Requests VoiceDesk may still send before the service's rate limit makes it wait (the limit resets every minute).">
              {left().toLocaleString()} {left() === 1 ? 'request' : 'requests'} left this minute
            </span>
          )}
        </Show>
      </Show>
      <Show when={props.store.activeProfile()}>
        {(profile) => (
          <Switch>
            <Match when={phase() === 'needs_key'}>
              <button type="button" onClick={() => props.workspaces.askForKey(profile().id)}>
                Enter the key again
              </button>
            </Match>
            <Match when={phase() !== 'paused'}>
              <button type="button" disabled={props.store.syncRequest()} onClick={() => void props.store.toggleSync()}>
                {syncing() ? 'Stop sync' : 'Sync now'}
              </button>
            </Match>
          </Switch>
        )}
      </Show>
      <Show when={props.store.activeProfile() && phase() !== 'needs_key'}>
        <button type="button" disabled={props.store.syncRequest()} onClick={() => void props.store.togglePause()}>
          {phase() === 'paused' ? 'Resume sync' : 'Pause sync'}
        </button>
      </Show>
    </div>
  );
}
