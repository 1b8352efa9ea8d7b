import { createEffect, For, Match, on, Show, Switch } from 'solid-js';
import { createVirtualizer } from '@tanstack/solid-virtual';
import { knownByText } from '../records/membership-words';
import { moveFocusAmong } from '../shell/list-keys';
import { RecordLink } from '../shell/record-link';
import type { CampaignMembersStore } from '../stores/membership-stores';
import { formatPhone } from '../../../shared/phone/phone-format';

const ROW_HEIGHT = 44;
/** Rows from the end of those loaded at which the next page is asked for. */
const PREFETCH_ROWS = 40;

/**
 * The contacts known to be in a campaign (added from this app, or seen in a
 * call), by name, each saying how it is known. Virtualised: only the rows in
 * view exist in the page, and the next page loads as the list scrolls near
 * its end, so a campaign of tens of thousands stays quick.
 */
export function CampaignContacts(props: { store: CampaignMembersStore; from: string }) {
  return (
    <section class="record-members" aria-labelledby="campaign-contacts-title">
      <h4 id="campaign-contacts-title">
        Contacts known to be in it
        <Show when={props.store.state() === 'ready'}> ({props.store.total().toLocaleString()})</Show>
      </h4>
      <p class="hint">The service does not list a campaign's contacts: these are the ones added from this app, or seen in a call.</p>
      <Switch>
        <Match when={props.store.state() === 'error' && props.store.rows().length === 0}>
          <p role="alert">The contacts could not be read: {props.store.problem()}</p>
        </Match>
        <Match when={props.store.state() === 'loading'}>
          <p role="status">Loading contacts…</p>
        </Match>
        <Match when={props.store.rows().length === 0}>
          <p class="empty">None known yet.</p>
        </Match>
        <Match when={true}>
          <MemberRows store={props.store} from={props.from} />
        </Match>
      </Switch>
    </section>
  );
}

/** Made with its scroller, so the virtualiser measures an element that exists. */
function MemberRows(props: { store: CampaignMembersStore; from: string }) {
  let scroller: HTMLDivElement | undefined;
  const virtualizer = createVirtualizer({
    get count() {
      return props.store.rows().length;
    },
    getScrollElement: () => scroller ?? null,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  createEffect(
    on(
      () => virtualizer.getVirtualItems().at(-1)?.index,
      (last) => {
        if (last !== undefined && last >= props.store.rows().length - PREFETCH_ROWS) void props.store.loadMore();
      },
    ),
  );
  return (
    <div class="member-scroller" ref={(element) => (scroller = element)} style={{ height: `${Math.min(props.store.rows().length, 8) * ROW_HEIGHT + 2}px` }}>
      <ul
        class="member-links virtual"
        aria-label={`Contacts of ${props.from}`}
        style={{ height: `${virtualizer.getTotalSize()}px` }}
        onKeyDown={(event) => moveFocusAmong(event, 'a')}
      >
        <For each={virtualizer.getVirtualItems()}>
          {(item) => {
            const member = () => props.store.rows()[item.index];
            return (
              <Show when={member()}>
                {(row) => (
                  <li style={{ transform: `translateY(${item.start}px)`, height: `${ROW_HEIGHT}px` }}>
                    <RecordLink section="contacts" id={row().contact_id} from={props.from}>
                      {row().name ?? 'A contact no longer in this copy'}
                    </RecordLink>
                    <span class="member-known">
                      {row().phone === null ? '' : `${formatPhone(row().phone ?? '')} · `}
                      {row().status === 'dnc' ? 'Do not call · ' : ''}
                      {knownByText(row())}
                    </span>
                  </li>
                )}
              </Show>
            );
          }}
        </For>
      </ul>
    </div>
  );
}
