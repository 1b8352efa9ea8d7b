import { createSignal, Match, Show, Switch } from 'solid-js';
import type { CoreClient } from './api/core-client';
import { createAppStore } from './stores/app-store';
import { Sidebar, type Section } from './shell/sidebar';
import { StatusBar } from './shell/status-bar';
import { SectionPlaceholder } from './shell/section-placeholder';
import { CallsScreen } from './calls/calls-screen';
import { createCallsScreenStore } from './stores/calls-screen-store';
import { createWorkspacesStore } from './stores/workspaces-store';
import { WelcomeScreen } from './workspaces/welcome-screen';
import { WorkspacesDialog } from './workspaces/workspaces-dialog';

export function App(props: { client: CoreClient }) {
  // The client is fixed for the page's lifetime.
  // eslint-disable-next-line solid/reactivity
  const store = createAppStore(props.client);
  // Made once, so the Calls screen keeps its place while another section is shown.
  // eslint-disable-next-line solid/reactivity
  const calls = createCallsScreenStore(props.client);
  // eslint-disable-next-line solid/reactivity
  const workspaces = createWorkspacesStore(props.client, store);
  const [section, setSection] = createSignal<Section>('calls');
  // The first run: no workspace at all (not even the demo) until one is opened or connected.
  const firstRun = () => store.profiles()?.profiles.length === 0;

  return (
    <>
      <Show when={!firstRun()} fallback={<WelcomeScreen workspaces={workspaces} />}>
        <div class="app">
          <Sidebar store={store} workspaces={workspaces} section={section()} onSelect={setSection} />
          <main aria-labelledby="section-title">
            <Switch>
              <Match when={store.connectionError()}>
                {(message) => (
                  <p class="error" role="alert">
                    VoiceDesk could not reach its core: {message()}
                  </p>
                )}
              </Match>
              <Match when={section() === 'calls'}>
                <CallsScreen store={calls} />
              </Match>
              <Match when={true}>
                <SectionPlaceholder section={section()} />
              </Match>
            </Switch>
          </main>
          <StatusBar store={store} workspaces={workspaces} />
        </div>
      </Show>
      <WorkspacesDialog app={store} store={workspaces} />
    </>
  );
}
