import { createSignal } from 'solid-js';
import type { CoreClient } from '../api/core-client';
import type { NotificationSettings } from '../../../shared/contract/desktop-methods';

/**
 * The active workspace's notification settings, read when the Workspaces
 * dialog shows them and saved at each change; a change that could not be
 * saved is undone on screen and says why.
 */
export function createNotificationSettingsStore(client: CoreClient) {
  const [settings, setSettings] = createSignal<NotificationSettings | undefined>();
  const [problem, setProblem] = createSignal<string | undefined>();

  async function read() {
    const result = await client.call('notifications.settings', {});
    if (result.ok) setSettings(result.value);
    else setProblem(result.error.message);
  }

  async function set(name: keyof NotificationSettings, on: boolean) {
    const before = settings();
    if (!before) return;
    const next = { ...before, [name]: on };
    setSettings(next);
    setProblem(undefined);
    const result = await client.call('notifications.saveSettings', next);
    if (!result.ok) {
      setSettings(before);
      setProblem(`The setting could not be saved: ${result.error.message}`);
    }
  }

  return { settings, problem, read, set };
}

export type NotificationSettingsStore = ReturnType<typeof createNotificationSettingsStore>;
