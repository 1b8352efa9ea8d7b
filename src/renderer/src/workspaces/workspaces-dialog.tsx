import { createEffect, createSignal, For, Show } from 'solid-js';
import type { AppStore } from '../stores/app-store';
import type { WorkspacesStore } from '../stores/workspaces-store';
import { ConnectForm } from './connect-form';
import { WorkspaceItem } from './workspace-item';
import { NotificationSettingsFields } from './notification-settings';
import type { NotificationSettingsStore } from '../stores/notification-settings-store';

/**
 * The Workspaces dialog: every workspace with its actions (switch, rename,
 * replace the key, remove), the active one's notification settings, and
 * connecting another. A modal <dialog>, so
 * focus stays inside and Esc closes it.
 */
export function WorkspacesDialog(props: { app: AppStore; store: WorkspacesStore; notifications: NotificationSettingsStore }) {
  const [element, setElement] = createSignal<HTMLDialogElement>();
  const [adding, setAdding] = createSignal(false);
  const open = () => props.store.dialog().open;

  createEffect(() => {
    const dialog = element();
    if (!dialog) return;
    if (open() && !dialog.open) dialog.showModal();
    if (!open() && dialog.open) dialog.close();
  });

  const needsKey = (id: string) => {
    const sync = props.app.sync();
    return sync?.phase === 'needs_key' && sync.profileId === id ? (sync.message ?? 'Enter the key again to keep syncing this workspace.') : undefined;
  };
  const askedFor = () => {
    const dialog = props.store.dialog();
    return dialog.open ? dialog.rekeyId : undefined;
  };

  return (
    <dialog
      ref={setElement}
      class="workspaces-dialog"
      aria-labelledby="workspaces-title"
      onClose={() => {
        setAdding(false);
        props.store.closeDialog();
      }}
    >
      <Show when={open()}>
        <div class="dialog-head">
          <h2 id="workspaces-title">Workspaces</h2>
          <button type="button" onClick={() => props.store.closeDialog()}>
            Close
          </button>
        </div>
        <Show when={props.app.profiles()} fallback={<p>{props.app.profilesError() ?? 'Loading workspaces…'}</p>}>
          {(list) => (
            <Show when={list().profiles.length > 0} fallback={<p class="empty">No workspaces yet. Connect one below.</p>}>
              <ul class="workspace-list" aria-label="Your workspaces">
                {/* Keyed by id: the list is sent anew at every change (a sync recorded), and an open form must survive it. */}
                <For each={list().profiles.map((profile) => profile.id)}>
                  {(id) => (
                    <Show when={list().profiles.find((profile) => profile.id === id)}>
                      {(profile) => <WorkspaceItem profile={profile()} active={id === list().activeId} needsKey={needsKey(id)} askedForKey={askedFor() === id} store={props.store} />}
                    </Show>
                  )}
                </For>
              </ul>
            </Show>
          )}
        </Show>
        <Show when={props.app.activeProfile()?.id} keyed>
          {(_id) => <NotificationSettingsFields store={props.notifications} />}
        </Show>
        <Show
          when={adding()}
          fallback={
            <button type="button" class="primary" onClick={() => setAdding(true)}>
              Add a workspace
            </button>
          }
        >
          <section class="add-workspace" aria-labelledby="add-workspace-title">
            <h3 id="add-workspace-title">Add a workspace</h3>
            <ConnectForm store={props.store} idPrefix="add" onConnected={() => setAdding(false)} onCancel={() => setAdding(false)} />
          </section>
        </Show>
      </Show>
    </dialog>
  );
}
