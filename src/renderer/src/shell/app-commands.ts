import { onCleanup } from 'solid-js';
import type { CoreClient } from '../api/core-client';
import { matchesAccelerator } from '../../../shared/contract/accelerator';
import { APP_COMMANDS, type AppCommand } from '../../../shared/contract/app-commands';
import { assertNever } from '../../../shared/assert-never';
import type { AppStore } from '../stores/app-store';
import type { NavigationStore } from '../stores/navigation-store';
import type { OutboxStore } from '../stores/outbox-store';
import type { WorkspacesStore } from '../stores/workspaces-store';

/**
 * The app's own commands (shared/contract/app-commands.ts), carried out in
 * the window: sent by the desktop app's menu as `app.command` events, or,
 * in browser mode where there is no menu, pressed as the menu's own
 * accelerators. In the desktop app the menu owns the keys (listening here
 * too would run each command twice).
 */
export function useAppCommands(deps: { client: CoreClient; app: AppStore; navigation: NavigationStore; outbox: OutboxStore; workspaces: WorkspacesStore }): void {
  const run = (command: AppCommand) => {
    switch (command) {
      case 'focus-search':
        // The screen shown knows its search box: its own "/" shortcut (screen-keys.ts) focuses it.
        document.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true }));
        return;
      case 'show-calls':
      case 'show-contacts':
      case 'show-campaigns':
      case 'show-agents':
      case 'show-analytics':
      case 'show-outbox':
      case 'show-dnc-requests':
        return deps.navigation.show(command.slice('show-'.length) as Parameters<NavigationStore['show']>[0]);
      case 'sync-now':
        // Sync now only starts: the same key pressed while syncing must not stop it.
        if (deps.app.sync()?.phase !== 'syncing') void deps.app.toggleSync();
        return;
      case 'send-outbox':
        return void deps.outbox.push();
      case 'manage-workspaces':
        return deps.workspaces.openDialog();
      default:
        return assertNever(command, 'app command');
    }
  };
  onCleanup(deps.client.on('app.command', ({ command }) => run(command)));

  const isMac = /mac/i.test(navigator.platform);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || deps.app.info()?.mode !== 'browser') return;
    const match = APP_COMMANDS.find((info) => matchesAccelerator(info.accelerator, event, isMac));
    if (!match) return;
    event.preventDefault();
    run(match.command);
  };
  document.addEventListener('keydown', onKeyDown);
  onCleanup(() => document.removeEventListener('keydown', onKeyDown));
}
