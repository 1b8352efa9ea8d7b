import { onCleanup } from 'solid-js';
import type { CoreClient } from '../api/core-client';

/**
 * Calls `onSwitch` when the user switches to another workspace (not on the
 * first profile list, nor when the same one is listed again): what a screen
 * showed belongs to the other workspace's mirror.
 */
export function onWorkspaceSwitch(client: CoreClient, onSwitch: () => void): void {
  let activeId: string | null | undefined;
  onCleanup(
    client.on('profiles.changed', (list) => {
      if (activeId !== undefined && list.activeId !== activeId) onSwitch();
      activeId = list.activeId;
    }),
  );
  void client.call('profiles.list', {}).then((result) => {
    if (result.ok && activeId === undefined) activeId = result.value.activeId;
  });
}
