import { Match, Show, Switch } from 'solid-js';
import type { CoreClient } from './api/core-client';
import { createAppStore } from './stores/app-store';
import { Sidebar } from './shell/sidebar';
import { StatusBar } from './shell/status-bar';
import { SectionPlaceholder } from './shell/section-placeholder';
import { NavigationContext } from './shell/navigation-context';
import { CallsScreen } from './calls/calls-screen';
import { ContactsScreen } from './contacts/contacts-screen';
import { CampaignsScreen } from './campaigns/campaigns-screen';
import { AgentsScreen } from './agents/agents-screen';
import { createNavigationStore } from './stores/navigation-store';
import { createCallsScreenStore } from './stores/calls-screen-store';
import { createContactsScreenStore } from './stores/contacts-screen-store';
import { createCampaignsScreenStore } from './stores/campaigns-screen-store';
import { createAgentsScreenStore } from './stores/agents-screen-store';
import { writeAccessOf } from './stores/write-access';
import { createWorkspacesStore } from './stores/workspaces-store';
import { WelcomeScreen } from './workspaces/welcome-screen';
import { WorkspacesDialog } from './workspaces/workspaces-dialog';
import { AnalyticsScreen } from './analytics/analytics-screen';
import { createAnalyticsStore } from './stores/analytics-store';
import { OutboxScreen } from './outbox/outbox-screen';
import { createOutboxStore } from './stores/outbox-store';
import { createLinkStore } from './stores/link-store';
import { rememberLastScreen } from './stores/last-screen';
import { createNotificationSettingsStore } from './stores/notification-settings-store';
import { useAppCommands } from './shell/app-commands';
import { LinkNotice } from './shell/link-notice';
import { ActiveWorkspaceContext } from './shell/active-workspace-context';
import { SavedSearchesNav } from './saved-searches/saved-searches-nav';
import { DncRequestsScreen } from './dnc-requests/dnc-requests-screen';
import { createDncRequestsStore } from './stores/dnc-requests-store';

export function App(props: { client: CoreClient }) {
  // The client is fixed for the page's lifetime.
  // eslint-disable-next-line solid/reactivity
  const client = props.client;
  const store = createAppStore(client);
  const navigation = createNavigationStore(client);
  // Made once, so each screen keeps its place while another section is shown.
  const calls = createCallsScreenStore(client, navigation);
  const contacts = createContactsScreenStore(client, navigation, writeAccessOf(store));
  const campaigns = createCampaignsScreenStore(client, navigation, writeAccessOf(store));
  const agents = createAgentsScreenStore(client, navigation, writeAccessOf(store));
  // Made once too, so the chosen date range survives a visit elsewhere; it reads only while shown.
  const analytics = createAnalyticsStore(client);
  const workspaces = createWorkspacesStore(client, store);
  const outbox = createOutboxStore(client, { onList: store.acceptOutboxList });
  // The sidebar's count, the screen's list and the call view's banner.
  const dncRequests = createDncRequestsStore(client, writeAccessOf(store));
  // The menu's commands (desktop) or their shortcuts (browser mode), and voicedesk:// links.
  useAppCommands({ client, app: store, navigation, outbox, workspaces });
  const links = createLinkStore(client, store, navigation);
  rememberLastScreen(client, navigation);
  const notificationSettings = createNotificationSettingsStore(client);
  // The first run: no workspace at all (not even the demo) until one is opened or connected.
  const firstRun = () => store.profiles()?.profiles.length === 0;

  return (
    <NavigationContext.Provider value={navigation}>
      <ActiveWorkspaceContext.Provider value={() => store.profiles()?.activeId ?? null}>
      <LinkNotice store={links} />
      <Show when={!firstRun()} fallback={<WelcomeScreen workspaces={workspaces} />}>
        <div class="app">
          <Sidebar
            store={store}
            workspaces={workspaces}
            section={navigation.section()}
            onSelect={navigation.show}
            callsExtra={<SavedSearchesNav store={calls.savedSearches} onOpen={(id) => void calls.openSavedSearch(id)} />}
            waiting={{ 'dnc-requests': dncRequests.waiting() }}
          />
          <main aria-labelledby="section-title">
            <Switch>
              <Match when={store.connectionError()}>
                {(message) => (
                  <p class="error" role="alert">
                    VoiceDesk could not reach its core: {message()}
                  </p>
                )}
              </Match>
              <Match when={navigation.section() === 'calls'}>
                <CallsScreen store={calls} dnc={dncRequests} />
              </Match>
              <Match when={navigation.section() === 'contacts'}>
                <ContactsScreen store={contacts} />
              </Match>
              <Match when={navigation.section() === 'campaigns'}>
                <CampaignsScreen store={campaigns} />
              </Match>
              <Match when={navigation.section() === 'agents'}>
                <AgentsScreen store={agents} />
              </Match>
              <Match when={navigation.section() === 'analytics'}>
                <AnalyticsScreen store={analytics} />
              </Match>
              <Match when={navigation.section() === 'outbox'}>
                <OutboxScreen store={outbox} app={store} workspaces={workspaces} />
              </Match>
              <Match when={navigation.section() === 'dnc-requests'}>
                <DncRequestsScreen store={dncRequests} />
              </Match>
              <Match when={true}>
                <SectionPlaceholder section={navigation.section()} />
              </Match>
            </Switch>
          </main>
          <StatusBar store={store} workspaces={workspaces} searchable={calls.searchable} />
        </div>
      </Show>
      <WorkspacesDialog app={store} store={workspaces} notifications={notificationSettings} />
      </ActiveWorkspaceContext.Provider>
    </NavigationContext.Provider>
  );
}
