import { createSignal, Match, Show, Switch } from 'solid-js';
import { FormProblem } from '../editing/field-notes';
import type { ProfileSummary } from '../../../shared/contract/contract';
import { ProfileBadge } from '../shell/profile-badge';
import { createNow, formatExactTime, formatRelativeTime } from '../shell/relative-time';
import type { WorkspacesStore } from '../stores/workspaces-store';
import { RekeyForm } from './rekey-form';
import { RemoveForm } from './remove-form';
import { RenameForm } from './rename-form';

type Mode = 'view' | 'rename' | 'rekey' | 'remove';

const storageLabels: Record<ProfileSummary['keyStorage'], string> = {
  'os-keychain': "in this computer's keychain",
  'unprotected-file': 'in an unprotected file',
  memory: 'for this session only',
};

/**
 * One workspace in the Workspaces dialog: what it is (name, production or
 * test key, address, last sync) and what can be done with it. A workspace
 * whose key must be entered again says why and asks for it, rather than
 * showing an error.
 */
export function WorkspaceItem(props: { profile: ProfileSummary; active: boolean; needsKey: string | undefined; askedForKey: boolean; store: WorkspacesStore }) {
  // eslint-disable-next-line solid/reactivity -- opened on the key when the dialog was opened to ask for it
  const [mode, setMode] = createSignal<Mode>(props.askedForKey ? 'rekey' : 'view');
  const [problem, setProblem] = createSignal<string | undefined>();
  const now = createNow();
  const saved = () => props.profile.keyStorage !== 'memory';
  const titleId = () => `workspace-${props.profile.id}-title`;

  async function switchHere() {
    const outcome = await props.store.switchTo(props.profile.id);
    setProblem(outcome.ok ? undefined : outcome.error.message);
  }

  return (
    <li class="workspace-item" classList={{ active: props.active }}>
      <div class="workspace-head">
        <h3 id={titleId()}>{props.profile.name}</h3>
        <ProfileBadge profile={props.profile} />
        <Show when={props.active}>
          <span class="active-mark">Active</span>
        </Show>
      </div>
      <dl class="workspace-facts">
        <dt>Address</dt>
        <dd>{props.profile.baseUrl}</dd>
        <dt>Key</dt>
        <dd>
          {props.profile.keyHint}, kept {storageLabels[props.profile.keyStorage]}
        </dd>
        <dt>Last sync</dt>
        <dd>
          <Show when={props.profile.lastSyncAt} fallback="never">
            {(at) => (
              <time datetime={at()} title={formatExactTime(at())}>
                {formatRelativeTime(at(), now())}
              </time>
            )}
          </Show>
        </dd>
      </dl>
      <Show when={props.profile.keyStorage === 'unprotected-file'}>
        <p class="warning">This key is stored unprotected in a file on this computer, because no keychain could take it.</p>
      </Show>
      <Show when={props.needsKey && mode() !== 'rekey'}>
        <div class="notice">
          <p>{props.needsKey}</p>
          <button type="button" class="primary" onClick={() => setMode('rekey')}>
            Enter the key again
          </button>
        </div>
      </Show>
      <FormProblem message={problem()} />
      <Switch>
        <Match when={mode() === 'rename'}>
          <RenameForm profile={props.profile} store={props.store} onDone={() => setMode('view')} />
        </Match>
        <Match when={mode() === 'rekey'}>
          <RekeyForm profile={props.profile} store={props.store} onDone={() => setMode('view')} />
        </Match>
        <Match when={mode() === 'remove'}>
          <RemoveForm profile={props.profile} store={props.store} onDone={() => setMode('view')} />
        </Match>
        <Match when={mode() === 'view'}>
          <div class="actions">
            <Show when={!props.active}>
              <button type="button" aria-label={`Switch to ${props.profile.name}`} onClick={() => void switchHere()}>
                Switch to
              </button>
            </Show>
            <button type="button" aria-label={`Rename ${props.profile.name}`} onClick={() => setMode('rename')}>
              Rename
            </button>
            <Show when={saved()}>
              <button type="button" aria-label={`Replace the key of ${props.profile.name}`} onClick={() => setMode('rekey')}>
                Replace the key
              </button>
              <button type="button" class="danger" aria-label={`Remove ${props.profile.name}`} onClick={() => setMode('remove')}>
                Remove
              </button>
            </Show>
          </div>
          <Show when={!saved()}>
            <p class="hint">{props.profile.demo ? 'The demo workspace comes with the app; its key cannot be changed.' : 'Opened from the command line; its key comes from there.'}</p>
          </Show>
        </Match>
      </Switch>
    </li>
  );
}
