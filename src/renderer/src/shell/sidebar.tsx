import { For, Show, type JSX } from 'solid-js';
import type { AppStore } from '../stores/app-store';
import type { WorkspacesStore } from '../stores/workspaces-store';
import { ProfileBadge } from './profile-badge';

export const sections = [
  { id: 'calls', label: 'Calls' },
  { id: 'contacts', label: 'Contacts' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'agents', label: 'Agents' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'outbox', label: 'Outbox' },
  { id: 'dnc-requests', label: 'Do-not-call requests' },
] as const;

export type Section = (typeof sections)[number]['id'];

/** `callsExtra`: what is listed under Calls (the saved searches); `waiting`: a section's count of things waiting for the user, as a badge. */
export function Sidebar(props: {
  store: AppStore;
  workspaces: WorkspacesStore;
  section: Section;
  onSelect: (section: Section) => void;
  callsExtra?: JSX.Element;
  waiting?: Partial<Record<Section, number>>;
}) {
  const waiting = (section: Section) => props.waiting?.[section] ?? 0;
  return (
    <aside class="sidebar">
      <h1>VoiceDesk</h1>
      <nav aria-label="Sections">
        <ul>
          <For each={sections}>
            {(item) => (
              <li>
                <a
                  href={`#${item.id}`}
                  aria-current={props.section === item.id ? 'page' : undefined}
                  aria-label={waiting(item.id) > 0 ? `${item.label}, ${waiting(item.id).toLocaleString()} waiting` : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    props.onSelect(item.id);
                  }}
                >
                  {item.label}
                  <Show when={waiting(item.id) > 0}>
                    <span class="badge waiting-count" data-testid={`${item.id}-count`} aria-hidden="true">
                      {waiting(item.id).toLocaleString()}
                    </span>
                  </Show>
                </a>
                <Show when={item.id === 'calls'}>{props.callsExtra}</Show>
              </li>
            )}
          </For>
        </ul>
      </nav>
      <section class="profile" aria-label="Workspace">
        <Show when={props.store.profiles()} fallback={<span>{props.store.profilesError() ?? 'Loading workspaces…'}</span>}>
          {(list) => (
            <>
              <label for="profile-switcher">Workspace</label>
              <select
                id="profile-switcher"
                value={list().activeId ?? ''}
                onChange={(event) => void props.store.switchProfile(event.currentTarget.value)}
              >
                <For each={list().profiles}>{(profile) => <option value={profile.id}>{profile.name}</option>}</For>
              </select>
              <Show when={props.store.activeProfile()}>{(profile) => <ProfileBadge profile={profile()} />}</Show>
              <button type="button" class="manage-workspaces" onClick={() => props.workspaces.openDialog()}>
                Manage workspaces
              </button>
            </>
          )}
        </Show>
      </section>
    </aside>
  );
}
