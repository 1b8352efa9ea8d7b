import { Match, Show, Switch } from 'solid-js';
import type { CoreClient } from './api/core-client';
import { createAppStore } from './stores/app-store';
import { Sidebar } from './shell/sidebar';
import { StatusBar } from './shell/status-bar';
import { SectionPlaceholder } from './shell/section-placeholder';
import { NavigationContext } from './shell/navigation-context';
import { CallsScreen } from './calls/calls-screen';
import { createNavigationStore } from './stores/navigation-store';
import { createCallsScreenStore } from './stores/calls-screen-store';
import { writeAccessOf } from './stores/write-access';
import { createWorkspacesStore } from './stores/workspaces-store';
import { createOutboxStore } from './stores/outbox-store';
import { droppedFile } from './contacts/import/dropped-file';
import { createLinkStore } from './stores/link-store';
import { rememberLastScreen } from './stores/last-screen';
import { createNotificationSettingsStore } from './stores/notification-settings-store';
import { useAppCommands } from './shell/app-commands';
import { LinkNotice } from './shell/link-notice';
import { ActiveWorkspaceContext } from './shell/active-workspace-context';
import { SavedSearchesNav } from './saved-searches/saved-searches-nav';
import { createDncRequestsStore } from './stores/dnc-requests-store';
import { createFirstPageGate } from './stores/first-page-gate';
import { createDeferredSections, prefetchSections } from './shell/deferred-sections';
import { DeferredScreen } from './shell/deferred';

export function App(props: { client: CoreClient }) {
  // The client is fixed for the page's lifetime.
  // eslint-disable-next-line solid/reactivity
  const client = props.client;
  const store = createAppStore(client);
  const navigation = createNavigationStore(client);
  // What the first calls page does not show is read once it is drawn.
  const firstPage = createFirstPageGate();
  // Made once, so the screen keeps its place while another section is shown.
  const calls = createCallsScreenStore(client, navigation, firstPage);
  const workspaces = createWorkspacesStore(client, store);
  const outbox = createOutboxStore(client, { onList: store.acceptOutboxList });
  // The sidebar's count, the screen's list and the call view's banner.
  const dncRequests = createDncRequestsStore(client, writeAccessOf(store), firstPage.later);
  // The first run: no workspace at all (not even the demo) until one is opened or connected.
  const firstRun = () => store.profiles()?.profiles.length === 0;
  // The other sections, loaded (and reading their lists) when first shown: the first calls page waits for none of them.
  const parts = createDeferredSections({ client, app: store, navigation, workspaces, firstRun });
  firstPage.later(() => prefetchSections(parts));
  // The core's first sync waits for the first rows, so that they come first (sync-schedule.ts).
  firstPage.later(() => void client.call('app.firstPageShown', {}));
  const importFile = (file: File) => {
    navigation.show('contacts');
    void parts.contacts.load().then(({ importer }) => importer.start(file), () => undefined);
  };
  // The menu's commands (desktop) or their shortcuts (browser mode), and voicedesk:// links.
  useAppCommands({ client, app: store, navigation, outbox, workspaces });
  const links = createLinkStore(client, store, navigation);
  rememberLastScreen(client, navigation);
  const notificationSettings = createNotificationSettingsStore(client);

  return (
    <NavigationContext.Provider value={navigation}>
      <ActiveWorkspaceContext.Provider value={() => store.profiles()?.activeId ?? null}>
      <LinkNotice store={links} />
      <Show
        when={!firstRun()}
        fallback={
          <Show when={parts.welcome.value()} keyed fallback={<p class="screen-loading" role="status">{parts.welcome.failed() ?? 'Loading…'}</p>}>
            {(welcome) => <welcome.WelcomeScreen workspaces={workspaces} />}
          </Show>
        }
      >
        {/* A file dropped anywhere on the window is a contacts file to import (and never opens in place of the app). */}
        <div
          class="app"
          onDragOver={(event) => event.dataTransfer?.types.includes('Files') && event.preventDefault()}
          onDrop={(event) => {
            const file = droppedFile(event);
            if (file) importFile(file);
          }}
        >
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
                <DeferredScreen part={parts.contacts} title="Contacts">
                  {(contacts) => (
                    <Show when={contacts.importer.open()} fallback={<contacts.ContactsScreen store={contacts.store} onImport={importFile} />}>
                      <contacts.ImportScreen
                        store={contacts.importer}
                        onOutbox={() => {
                          contacts.importer.close();
                          navigation.show('outbox');
                        }}
                      />
                    </Show>
                  )}
                </DeferredScreen>
              </Match>
              <Match when={navigation.section() === 'campaigns'}>
                <DeferredScreen part={parts.campaigns} title="Campaigns">
                  {(campaigns) => <campaigns.CampaignsScreen store={campaigns.store} />}
                </DeferredScreen>
              </Match>
              <Match when={navigation.section() === 'agents'}>
                <DeferredScreen part={parts.agents} title="Agents">
                  {(agents) => <agents.AgentsScreen store={agents.store} />}
                </DeferredScreen>
              </Match>
              <Match when={navigation.section() === 'analytics'}>
                <DeferredScreen part={parts.analytics} title="Analytics">
                  {(analytics) => <analytics.AnalyticsScreen store={analytics.store} />}
                </DeferredScreen>
              </Match>
              <Match when={navigation.section() === 'outbox'}>
                <DeferredScreen part={parts.outbox} title="Outbox">
                  {(screen) => <screen.OutboxScreen store={outbox} app={store} workspaces={workspaces} />}
                </DeferredScreen>
              </Match>
              <Match when={navigation.section() === 'dnc-requests'}>
                <DeferredScreen part={parts.dncRequests} title="Do-not-call requests">
                  {(screen) => <screen.DncRequestsScreen store={dncRequests} />}
                </DeferredScreen>
              </Match>
              <Match when={true}>
                <SectionPlaceholder section={navigation.section()} />
              </Match>
            </Switch>
          </main>
          <StatusBar store={store} workspaces={workspaces} searchable={calls.searchable} />
        </div>
      </Show>
      <Show when={parts.workspacesDialog.value()} keyed>
        {(dialog) => <dialog.WorkspacesDialog app={store} store={workspaces} notifications={notificationSettings} />}
      </Show>
      </ActiveWorkspaceContext.Provider>
    </NavigationContext.Provider>
  );
}
