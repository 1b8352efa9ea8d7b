import { createSignal, Match, Switch } from 'solid-js';
import type { CoreClient } from './api/core-client';
import { createAppStore } from './stores/app-store';
import { Sidebar, type Section } from './shell/sidebar';
import { StatusBar } from './shell/status-bar';
import { SectionPlaceholder } from './shell/section-placeholder';
import { CallsScreen } from './calls/calls-screen';
import { createCallsScreenStore } from './stores/calls-screen-store';
import { AnalyticsScreen } from './analytics/analytics-screen';
import { createAnalyticsStore } from './stores/analytics-store';

export function App(props: { client: CoreClient }) {
  // The client is fixed for the page's lifetime.
  // eslint-disable-next-line solid/reactivity
  const store = createAppStore(props.client);
  // Made once, so the Calls screen keeps its place while another section is shown.
  // eslint-disable-next-line solid/reactivity
  const calls = createCallsScreenStore(props.client);
  // Made once too, so the chosen date range survives a visit elsewhere; it reads only while shown.
  // eslint-disable-next-line solid/reactivity
  const analytics = createAnalyticsStore(props.client);
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
          <Match when={section() === 'calls'}>
            <CallsScreen store={calls} />
          </Match>
          <Match when={section() === 'analytics'}>
            <AnalyticsScreen store={analytics} />
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
