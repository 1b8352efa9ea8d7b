import { onCleanup } from 'solid-js';
import type { ProfileList } from '../../../shared/contract/contract';
import type { Result } from '../../../shared/contract/result';
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
  void readProfiles(client).then((result) => {
    if (result.ok && activeId === undefined) activeId = result.value.activeId;
  });
}

// The stores made at the app's start all ask at once: one reading answers them all, rather than a dozen in the core's queue before the first page.
const reading = new WeakMap<CoreClient, Promise<Result<ProfileList>>>();

function readProfiles(client: CoreClient): Promise<Result<ProfileList>> {
  let current = reading.get(client);
  if (!current) {
    current = client.call('profiles.list', {});
    reading.set(client, current);
    void current.finally(() => reading.delete(client));
  }
  return current;
}
