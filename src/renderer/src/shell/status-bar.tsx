import { Show } from 'solid-js';
import type { AppStore } from '../stores/app-store';
import { SyncStatus } from './sync-status';

export function StatusBar(props: { store: AppStore }) {
  return (
    <footer class="status-bar" aria-label="Status">
      <Show when={props.store.info()}>{(info) => <span>VoiceDesk {info().version} · {info().mode === 'browser' ? 'browser mode' : 'desktop'}</span>}</Show>
      <Show when={props.store.activeProfile()}>
        {(profile) => <span>Last sync: {profile().lastSyncAt ? new Date(profile().lastSyncAt!).toLocaleString() : 'never'}</span>}
      </Show>
      <SyncStatus store={props.store} />
    </footer>
  );
}
