import type { LinkEntry } from '../../shared/contract/desktop-methods';
import { parseDeepLink } from '../../shared/links/deep-link';
import type { CoreEventHub } from './core-handlers';

/**
 * Links waiting for the window: one from the OS (`open-url`, a second
 * launch's arguments, the app launched by a link), a notification clicked,
 * or the browser-mode page's address. Each is parsed as it arrives (a
 * refused one keeps its reason, for the window to say) and kept until the
 * window takes it: a link that arrives while the window is still loading
 * is opened once it is ready, not lost. A `links.arrived` event tells the
 * window to take them.
 */
const MAX_WAITING = 20;

export interface LinkInbox {
  open(url: string): LinkEntry;
  take(): LinkEntry[];
}

export function createLinkInbox(events: CoreEventHub): LinkInbox {
  const waiting: LinkEntry[] = [];
  return {
    open(url) {
      const parsed = parseDeepLink(url);
      const entry: LinkEntry = parsed.ok ? { url, link: parsed.link, refused: null } : { url, link: null, refused: parsed.reason };
      waiting.push(entry);
      // Links nobody takes (no window yet, a flood) must not pile up: the newest win.
      waiting.splice(0, Math.max(0, waiting.length - MAX_WAITING));
      events.emit('links.arrived', {});
      return entry;
    },
    take: () => waiting.splice(0),
  };
}
