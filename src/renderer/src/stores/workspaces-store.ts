import { createSignal } from 'solid-js';
import type { ProfileList } from '../../../shared/contract/contract';
import type { CoreError } from '../../../shared/contract/result';
import type { CoreClient } from '../api/core-client';
import type { AppStore } from './app-store';

/**
 * Setting up and looking after workspaces: connecting one (its key checked
 * with the service before anything is saved), opening the demo, renaming,
 * switching, replacing a key, removing; and whether the Workspaces dialog is
 * open, on which workspace's key. Outcomes are values for the forms to show.
 *
 * Policy on keys: a key goes to the core and nowhere else. It is never kept
 * here beyond the call, never logged, and the core never sends it back.
 */
export interface NewWorkspace {
  name: string;
  baseUrl: string;
  apiKey: string;
}

export type ConnectOutcome =
  | { kind: 'connected'; profileId: string }
  /** The key or the address was refused, or the service could not be reached: nothing was saved. */
  | { kind: 'failed'; error: CoreError }
  /** The key is good but the system keychain cannot take it: ask before storing it unprotected. */
  | { kind: 'keychain_unavailable'; message: string };

export type ActionOutcome = { ok: true } | { ok: false; error: CoreError };

export type WorkspacesDialog = { open: false } | { open: true; rekeyId?: string };

export function createWorkspacesStore(client: CoreClient, app: AppStore) {
  const [dialog, setDialog] = createSignal<WorkspacesDialog>({ open: false });

  const settled = (result: { ok: true; value: ProfileList } | { ok: false; error: CoreError }): ActionOutcome => {
    if (!result.ok) return { ok: false, error: result.error };
    app.acceptProfiles(result.value);
    return { ok: true };
  };

  /** Checks the key with the service, saves the workspace, and makes it the active one. */
  async function connect(input: NewWorkspace, options: { allowInsecureFallback?: boolean } = {}): Promise<ConnectOutcome> {
    const checked = await client.call('profiles.checkKey', { baseUrl: input.baseUrl, apiKey: input.apiKey });
    if (!checked.ok) return { kind: 'failed', error: checked.error };
    const before = new Set(app.profiles()?.profiles.map((profile) => profile.id));
    const added = await client.call('profiles.add', { ...input, ...(options.allowInsecureFallback ? { allowInsecureFallback: true } : {}) });
    if (!added.ok) {
      if (added.error.code === 'unavailable' && !options.allowInsecureFallback) return { kind: 'keychain_unavailable', message: added.error.message };
      return { kind: 'failed', error: added.error };
    }
    const profile = added.value.profiles.find((candidate) => !before.has(candidate.id) && !candidate.demo);
    if (!profile) return { kind: 'failed', error: { code: 'internal', message: 'The workspace was saved, but it is not in the list. Open the Workspaces dialog to find it.' } };
    const switched = await client.call('profiles.switch', { id: profile.id });
    app.acceptProfiles(switched.ok ? switched.value : added.value);
    return { kind: 'connected', profileId: profile.id };
  }

  /** Checks the new key with the workspace's service, then replaces the stored one. */
  async function rekey(id: string, apiKey: string): Promise<ActionOutcome> {
    const profile = app.profiles()?.profiles.find((candidate) => candidate.id === id);
    if (!profile) return { ok: false, error: { code: 'not_found', message: 'That workspace is no longer in the list.' } };
    const checked = await client.call('profiles.checkKey', { baseUrl: profile.baseUrl, apiKey });
    if (!checked.ok) return { ok: false, error: checked.error };
    return settled(await client.call('profiles.rekey', { id, apiKey }));
  }

  return {
    dialog,
    openDialog: () => setDialog({ open: true }),
    /** Opens the dialog on a workspace whose key must be entered again. */
    askForKey: (rekeyId: string) => setDialog({ open: true, rekeyId }),
    closeDialog: () => setDialog({ open: false }),
    connect,
    rekey,
    rename: async (id: string, name: string) => settled(await client.call('profiles.rename', { id, name })),
    remove: async (id: string, deleteMirror: boolean) => settled(await client.call('profiles.remove', { id, deleteMirror })),
    switchTo: async (id: string) => settled(await client.call('profiles.switch', { id })),
    openDemo: async () => settled(await client.call('profiles.openDemo', {})),
  };
}

export type WorkspacesStore = ReturnType<typeof createWorkspacesStore>;
