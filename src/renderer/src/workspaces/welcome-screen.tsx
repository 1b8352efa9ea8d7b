import { createSignal, Show } from 'solid-js';
import { FormProblem } from '../editing/field-notes';
import type { WorkspacesStore } from '../stores/workspaces-store';
import { ConnectForm } from './connect-form';

/** The first run: no workspace yet. Look around in the demo, or connect your own. */
export function WelcomeScreen(props: { workspaces: WorkspacesStore }) {
  const [opening, setOpening] = createSignal(false);
  const [problem, setProblem] = createSignal<string | undefined>();

  async function openDemo() {
    setOpening(true);
    setProblem(undefined);
    const outcome = await props.workspaces.openDemo();
    setOpening(false);
    if (!outcome.ok) setProblem(outcome.error.message);
  }

  return (
    <main class="welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">Welcome to VoiceDesk</h1>
      <p class="lead">
        VoiceDesk keeps a copy of your Voice Agent Platform workspace on this computer, so you can browse and search your agents, campaigns, contacts and calls
        quickly, even offline.
      </p>
      <div class="welcome-choices">
        <section aria-labelledby="welcome-demo-title">
          <h2 id="welcome-demo-title">Look around first</h2>
          <p>The demo workspace is filled with sample agents, campaigns and calls, and new calls keep arriving. Nothing you do there reaches anyone.</p>
          <button type="button" class="primary" disabled={opening()} onClick={() => void openDemo()}>
            Open the demo workspace
          </button>
          <Show when={opening()}>
            <p role="status">Starting the demo workspace…</p>
          </Show>
          <FormProblem message={problem()} />
        </section>
        <section aria-labelledby="welcome-connect-title">
          <h2 id="welcome-connect-title">Connect a workspace</h2>
          <p>You need the workspace's address and an API key from the Developer Portal.</p>
          <ConnectForm store={props.workspaces} idPrefix="welcome" />
        </section>
      </div>
    </main>
  );
}
