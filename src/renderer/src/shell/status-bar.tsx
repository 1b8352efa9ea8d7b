import { Show } from 'solid-js';
import type { AppStore } from '../stores/app-store';
import { describeSearchable, type SearchableCallsStore } from '../stores/searchable-calls-store';
import type { WorkspacesStore } from '../stores/workspaces-store';
import { ConnectionIndicator } from './connection-indicator';
import { LastSync } from './last-sync';
import { OutboxCount } from './outbox-count';
import { SyncStatus } from './sync-status';

export function StatusBar(props: { store: AppStore; workspaces: WorkspacesStore; searchable: SearchableCallsStore }) {
  return (
    <footer class="status-bar" aria-label="Status">
      <Show when={props.store.info()}>{(info) => <span>VoiceDesk {info().version} · {info().mode === 'browser' ? 'browser mode' : 'desktop'}</span>}</Show>
      <ConnectionIndicator online={props.store.sync()?.online} />
      <Show when={props.store.activeProfile()}>{(profile) => <LastSync at={profile().lastSyncAt} />}</Show>
      <OutboxCount counts={props.store.outbox()} />
      <Show when={describeSearchable(props.searchable.counts())}>
        {(text) => (
          <span class="searchable-calls" title="Calls whose transcript is on this computer can be searched; the sync fetches the others, newest first.">
            Searchable: {text()}
          </span>
        )}
      </Show>
      <SyncStatus store={props.store} workspaces={props.workspaces} />
    </footer>
  );
}
