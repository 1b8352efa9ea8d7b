import { Show } from 'solid-js';
import type { SyncProgress } from '../../../shared/contract/contract';
import { formatEta } from '../calls/format';
import type { AppStore } from '../stores/app-store';

const resourceLabels: Record<NonNullable<SyncProgress['resource']>, string> = {
  agents: 'agents',
  campaigns: 'campaigns',
  contacts: 'contacts',
  calls: 'calls',
  transcripts: 'transcripts',
};

/** The sync in plain words: what it is doing, how far along, how long left; or how the last one ended. */
function describe(progress: SyncProgress | null, everSynced: boolean): string {
  if (progress === null) return 'No workspace to sync.';
  switch (progress.phase) {
    case 'syncing': {
      if (progress.resource === null) return 'Syncing: starting…';
      const count = progress.total === null ? `${progress.done.toLocaleString()} so far` : `${progress.done.toLocaleString()} of ${progress.total.toLocaleString()}`;
      const eta = progress.etaSeconds === null ? '' : ` · ${formatEta(progress.etaSeconds)}`;
      return `Syncing ${resourceLabels[progress.resource]}: ${count}${eta}${progress.message ? ` · ${progress.message}` : ''}`;
    }
    case 'idle':
      // How the last run ended, when there is something to say: stopped, or finished with warnings.
      if (progress.message) return progress.message;
      return everSynced ? 'Up to date as of the last sync.' : 'Not synced yet.';
    case 'paused':
      return 'Sync paused.';
    case 'offline':
      return `Offline: ${progress.message ?? 'the workspace cannot be reached.'} Showing this computer's copy.`;
    case 'error':
      return `Sync failed: ${progress.message ?? 'no reason was given.'}`;
    case 'needs_key':
      return progress.message ?? 'Enter the key again.';
    default:
      return progress.phase satisfies never;
  }
}

/** The status bar's sync part: progress bar with ETA while syncing, and the Sync now / Stop sync button. */
export function SyncStatus(props: { store: AppStore }) {
  const syncing = () => props.store.sync()?.phase === 'syncing';
  return (
    <div class="sync-status">
      <span role="status" aria-live="polite" class="sync-text">
        {props.store.syncProblem() ?? describe(props.store.sync(), Boolean(props.store.activeProfile()?.lastSyncAt))}
      </span>
      <Show when={syncing()}>
        {/* Without a total the bar is indeterminate: a progress element without a value. */}
        <Show when={props.store.sync()?.total} fallback={<progress aria-label="Sync progress" />}>
          {(total) => <progress aria-label="Sync progress" max={total()} value={Math.min(props.store.sync()?.done ?? 0, total())} />}
        </Show>
      </Show>
      <Show when={props.store.activeProfile()}>
        <button type="button" disabled={props.store.syncRequest()} onClick={() => void props.store.toggleSync()}>
          {syncing() ? 'Stop sync' : 'Sync now'}
        </button>
      </Show>
    </div>
  );
}
