import { For, onMount, Show } from 'solid-js';
import type { NotificationSettings } from '../../../shared/contract/desktop-methods';
import type { NotificationSettingsStore } from '../stores/notification-settings-store';

const CHOICES: { name: keyof NotificationSettings; label: string }[] = [
  { name: 'newMatchingCalls', label: 'New calls that match a saved search' },
  { name: 'editsNeedAttention', label: 'Edits the service refused or that need a decision' },
  { name: 'keyRefused', label: 'The API key was refused' },
];

/** The active workspace's notifications, each of which can be turned off (the desktop app shows them). */
export function NotificationSettingsFields(props: { store: NotificationSettingsStore }) {
  onMount(() => void props.store.read());
  return (
    <fieldset class="notification-settings">
      <legend>Notifications for this workspace</legend>
      <Show when={props.store.settings()} fallback={<p>{props.store.problem() ?? 'Loading…'}</p>}>
        {(settings) => (
          <For each={CHOICES}>
            {(choice) => (
              <label>
                <input type="checkbox" checked={settings()[choice.name]} onChange={(event) => void props.store.set(choice.name, event.currentTarget.checked)} /> {choice.label}
              </label>
            )}
          </For>
        )}
      </Show>
      <Show when={props.store.settings() && props.store.problem()}>{(text) => <p role="alert">{text()}</p>}</Show>
    </fieldset>
  );
}
