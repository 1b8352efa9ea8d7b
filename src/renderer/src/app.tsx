import { createSignal, Match, Switch } from 'solid-js';
import type { CoreClient } from './api/core-client';
import { createAppStore } from './stores/app-store';
import { Sidebar, type Section } from './shell/sidebar';
import { StatusBar } from './shell/status-bar';
import { SectionPlaceholder } from './shell/section-placeholder';

export function App(props: { client: CoreClient }) {
  // The client is fixed for the page's lifetime.
  // eslint-disable-next-line solid/reactivity
  const store = createAppStore(props.client);
  const [section, setSection] = createSignal<Section>('calls');

  return (
    <div class="app">
      <Sidebar store={store} section={section()} onSelect={setSection} />
      <main aria-labelledby="section-title">
        <Switch>
          <Match when={store.connectionError()}>
            {(message) => (
              <p class="error" role="alert">
                VoiceDesk could not reach its core: {message()}
              </p>
            )}
          </Match>
          <Match when={true}>
            <SectionPlaceholder section={section()} />
          </Match>
        </Switch>
      </main>
      <StatusBar store={store} />
    </div>
  );
}
