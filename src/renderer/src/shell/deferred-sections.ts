import type { CoreClient } from '../api/core-client';
import type { AppStore } from '../stores/app-store';
import type { NavigationStore } from '../stores/navigation-store';
import type { WorkspacesStore } from '../stores/workspaces-store';
import { writeAccessOf } from '../stores/write-access';
import { deferUntil } from './deferred';
import type { Section } from './sidebar';

/**
 * Everything the app loads only when it is first wanted (each a chunk of its
 * own, see deferred.tsx): the sections other than Calls, with their stores,
 * which then read their lists; the welcome screen (a first run only) and the
 * Workspaces dialog (once opened). The stores that other parts of the app
 * use at once (the outbox's, for Send now; the do-not-call requests', for
 * the sidebar and the call view) stay in the app; only their screens wait.
 */
export function createDeferredSections(deps: { client: CoreClient; app: AppStore; navigation: NavigationStore; workspaces: WorkspacesStore; firstRun: () => boolean }) {
  const { client, app, navigation, workspaces } = deps;
  const shown = (section: Section) => () => navigation.section() === section;
  return {
    contacts: deferUntil(
      shown('contacts'),
      () => import('../contacts/contacts-section'),
      (module) => ({
        ...module,
        store: module.createContactsScreenStore(client, navigation, writeAccessOf(app)),
        importer: module.createContactImportStore(client),
      }),
    ),
    campaigns: deferUntil(
      shown('campaigns'),
      () => import('../campaigns/campaigns-section'),
      (module) => ({ ...module, store: module.createCampaignsScreenStore(client, navigation, writeAccessOf(app)) }),
    ),
    agents: deferUntil(
      shown('agents'),
      () => import('../agents/agents-section'),
      (module) => ({ ...module, store: module.createAgentsScreenStore(client, navigation, writeAccessOf(app)) }),
    ),
    analytics: deferUntil(
      shown('analytics'),
      () => import('../analytics/analytics-section'),
      (module) => ({ ...module, store: module.createAnalyticsStore(client) }),
    ),
    outbox: deferUntil(shown('outbox'), () => import('../outbox/outbox-screen'), (module) => module),
    dncRequests: deferUntil(shown('dnc-requests'), () => import('../dnc-requests/dnc-requests-screen'), (module) => module),
    welcome: deferUntil(deps.firstRun, () => import('../workspaces/welcome-screen'), (module) => module),
    workspacesDialog: deferUntil(() => workspaces.dialog().open, () => import('../workspaces/workspaces-dialog'), (module) => module),
  };
}

/**
 * The sections' code, fetched while the page is idle once the first calls
 * page is drawn: a section opened later then shows at once, and a shortcut
 * pressed right after opening it (Ctrl+F) finds its screen in place. Only
 * the code: each section still reads its lists when first shown.
 */
export function prefetchSections(parts: ReturnType<typeof createDeferredSections>): void {
  const fetchAll = () => {
    for (const part of [parts.contacts, parts.campaigns, parts.agents, parts.outbox, parts.dncRequests, parts.workspacesDialog, parts.analytics]) part.prefetch();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fetchAll, { timeout: 2000 });
  else setTimeout(fetchAll, 0);
}
