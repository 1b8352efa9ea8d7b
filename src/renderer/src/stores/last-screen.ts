import { createEffect, on } from 'solid-js';
import type { CoreClient } from '../api/core-client';
import type { NavigationStore } from './navigation-store';

/**
 * The app opens on the screen it showed last (kept by the core, in the data
 * folder), unless the user or a link moved elsewhere before that was read;
 * each screen chosen is kept for next time.
 */
export function rememberLastScreen(client: CoreClient, navigation: NavigationStore): void {
  let moved = false;
  createEffect(
    on(
      () => navigation.section(),
      (section) => {
        moved = true;
        void client.call('app.saveLastScreen', { screen: section });
      },
      { defer: true },
    ),
  );
  void client.call('app.lastScreen', {}).then((result) => {
    if (result.ok && result.value.screen !== null && !moved) navigation.show(result.value.screen);
  });
}
