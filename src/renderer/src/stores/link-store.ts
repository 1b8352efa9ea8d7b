import { createSignal, onCleanup } from 'solid-js';
import type { CoreClient } from '../api/core-client';
import type { LinkEntry } from '../../../shared/contract/desktop-methods';
import { routeLink } from '../../../shared/links/link-route';
import type { AppStore } from './app-store';
import type { NavigationStore } from './navigation-store';

/**
 * Opens the `voicedesk://` links the core hands over (from the OS, a second
 * launch, a notification; links/deep-link.ts parses them there): to the
 * workspace the link names when it is not the active one, then to the
 * record, in its screen. A refused link, or one for a workspace this
 * computer lacks, opens nothing and says why.
 *
 * In browser mode the page's address can carry a link too
 * (`#open=voicedesk%3A%2F%2Fcalls%2F…`), which goes through the core in the
 * same way: that is how the browser tests open one.
 */
export const LINK_HASH = '#open=';

export function createLinkStore(client: CoreClient, app: AppStore, navigation: NavigationStore) {
  const [notice, setNotice] = createSignal<string | undefined>();
  // One at a time, in the order they came: a second link waits for the first one's workspace switch.
  let queue = Promise.resolve();

  async function follow(entry: LinkEntry) {
    if (entry.link === null) return setNotice(`That link cannot be opened: ${entry.refused ?? 'it is not a VoiceDesk link.'}`);
    const list = app.profiles() ?? (await readProfiles());
    if (!list) return setNotice('That link cannot be opened: the list of workspaces could not be read.');
    const route = routeLink(entry.link, list);
    if (!route.ok) return setNotice(`That link cannot be opened. ${route.reason}`);
    if (route.switchTo !== null) {
      const switched = await client.call('profiles.switch', { id: route.switchTo });
      if (!switched.ok) return setNotice(`That link cannot be opened: ${switched.error.message}`);
      // The core sends its profiles.changed event (which resets each screen's place) before this reply, so the record opened below stays open.
      app.acceptProfiles(switched.value);
    }
    setNotice(undefined);
    navigation.select(route.kind, { id: route.id });
  }

  async function readProfiles() {
    const result = await client.call('profiles.list', {});
    return result.ok ? result.value : undefined;
  }

  function take() {
    queue = queue.then(async () => {
      const result = await client.call('links.take', {});
      if (!result.ok) return;
      for (const entry of result.value.links) await follow(entry);
    });
  }

  /** Browser mode: a link in the page's address goes to the core like any other, then leaves the address. */
  function fromAddress() {
    const hash = globalThis.location?.hash ?? '';
    if (!hash.startsWith(LINK_HASH)) return;
    let url: string;
    try {
      url = decodeURIComponent(hash.slice(LINK_HASH.length));
    } catch {
      url = hash.slice(LINK_HASH.length);
    }
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    void client.call('links.open', { url });
  }

  onCleanup(client.on('links.arrived', take));
  take();
  fromAddress();
  globalThis.addEventListener?.('hashchange', fromAddress);
  onCleanup(() => globalThis.removeEventListener?.('hashchange', fromAddress));

  return { notice, dismiss: () => setNotice(undefined) };
}

export type LinkStore = ReturnType<typeof createLinkStore>;
