import { createSignal, Match, Show, Switch } from 'solid-js';
import { FormProblem } from '../editing/field-notes';
import type { CoreError } from '../../../shared/contract/result';
import type { WorkspacesStore } from '../stores/workspaces-store';
import { formProblems, hostOf } from './form-problems';
import { TextField } from './text-field';

type State = { kind: 'editing'; error?: CoreError } | { kind: 'checking' } | { kind: 'keychain'; message: string };

/**
 * Connecting a workspace: its name, address and API key. The key is checked
 * with the service before anything is saved; where the system keychain
 * cannot take it, the person is told so and asked whether to keep it in an
 * unprotected file instead. The key field is a password field, emptied once
 * the workspace is connected.
 */
export function ConnectForm(props: { store: WorkspacesStore; idPrefix: string; submitLabel?: string; onConnected?: () => void; onCancel?: () => void }) {
  const [name, setName] = createSignal('');
  const [baseUrl, setBaseUrl] = createSignal('');
  const [apiKey, setApiKey] = createSignal('');
  const [state, setState] = createSignal<State>({ kind: 'editing' });
  const problems = () => {
    const current = state();
    return formProblems(current.kind === 'editing' ? current.error : undefined, ['name', 'baseUrl', 'apiKey']);
  };
  const id = (field: string) => `${props.idPrefix}-${field}`;

  async function connect(allowInsecureFallback = false) {
    if (!name().trim()) {
      setState({ kind: 'editing', error: { code: 'invalid_request', message: '', problems: [{ field: 'name', message: 'Give the workspace a name, for example "Acme production".' }] } });
      return;
    }
    setState({ kind: 'checking' });
    const outcome = await props.store.connect({ name: name(), baseUrl: baseUrl(), apiKey: apiKey() }, { allowInsecureFallback });
    switch (outcome.kind) {
      case 'connected':
        setApiKey('');
        setName('');
        setBaseUrl('');
        setState({ kind: 'editing' });
        props.onConnected?.();
        return;
      case 'failed':
        setState({ kind: 'editing', error: outcome.error });
        return;
      case 'keychain_unavailable':
        setState({ kind: 'keychain', message: outcome.message });
        return;
      default:
        return outcome satisfies never;
    }
  }

  return (
    <form
      class="connect-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void connect();
      }}
    >
      <TextField id={id('name')} label="Name" value={name()} onInput={setName} hint="How the workspace is listed here, e.g. Acme production." error={problems().fields['name']} disabled={state().kind !== 'editing'} />
      <TextField
        id={id('base-url')}
        label="Workspace address"
        type="url"
        value={baseUrl()}
        onInput={setBaseUrl}
        placeholder="https://api.example.com"
        hint="The API address shown in the Developer Portal."
        error={problems().fields['baseUrl']}
        disabled={state().kind !== 'editing'}
      />
      <TextField
        id={id('api-key')}
        label="API key"
        type="password"
        value={apiKey()}
        onInput={setApiKey}
        autocomplete="new-password"
        hint="Checked with the workspace, then kept in this computer's keychain. It is never shown again."
        error={problems().fields['apiKey']}
        disabled={state().kind !== 'editing'}
      />
      <Switch>
        <Match when={state().kind === 'checking'}>
          <p role="status" class="notice">
            Checking the key with {hostOf(baseUrl()) ?? 'the workspace'}…
          </p>
        </Match>
        <Match when={state().kind === 'keychain' && (state() as Extract<State, { kind: 'keychain' }>)}>
          {(keychain) => (
            <div class="warning" role="alert">
              <p>The key is valid, but this computer's keychain cannot store it. {keychain().message}</p>
              <p>
                <strong>Store the key unprotected in a file on this computer?</strong> The file is readable only by your user account, but it is not encrypted: anyone
                with access to your files could use the key.
              </p>
              <div class="actions">
                <button type="button" class="danger" onClick={() => void connect(true)}>
                  Store the key unprotected
                </button>
                <button type="button" onClick={() => setState({ kind: 'editing' })}>
                  Don't store it
                </button>
              </div>
            </div>
          )}
        </Match>
      </Switch>
      <FormProblem message={problems().general} />
      <Show when={state().kind !== 'keychain'}>
        <div class="actions">
          <button type="submit" class="primary" disabled={state().kind === 'checking'}>
            {props.submitLabel ?? 'Connect'}
          </button>
          <Show when={props.onCancel}>
            {(cancel) => (
              <button type="button" onClick={() => cancel()()}>
                Cancel
              </button>
            )}
          </Show>
        </div>
      </Show>
    </form>
  );
}
