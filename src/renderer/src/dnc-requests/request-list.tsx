import { createEffect, For, onCleanup, Show, type JSX } from 'solid-js';
import { createVirtualizer } from '@tanstack/solid-virtual';
import type { DncRequest } from '../../../shared/contract/dnc-request-methods';
import { KEY_STEPS } from '../shell/list-keys';

/** A card's height before it is measured (one line of words). */
const CARD_ESTIMATE = 118;
/** Cards from the end of those loaded at which the next page is asked for. */
const PREFETCH_CARDS = 20;
/** How many frames a card moved to may take to render before the focus gives up on it. */
const FOCUS_FRAMES = 30;

/**
 * One list of the Do-not-call requests screen, virtualised: only the cards
 * in view (and a few more) exist in the page, whatever the number waiting,
 * each measured as drawn (a long sentence makes a taller card), and the
 * next page is asked for as the user scrolls near the end. The list says
 * its full length (`aria-setsize`) although only some cards are drawn.
 *
 * Keyboard: Tab goes through a card's controls as before; arrows or j/k
 * move to the next or previous card, Home and End to the first and last
 * loaded; the card moved to is scrolled into view and takes the focus.
 */
export function RequestList(props: {
  label: string;
  requests: readonly DncRequest[];
  /** How many there are in all, loaded or not. */
  total: number;
  onNearEnd: () => void;
  children: (request: DncRequest) => JSX.Element;
}) {
  let scroller: HTMLDivElement | undefined;
  const cards = new Map<number, HTMLLIElement>();
  let focusFrame: number | undefined;
  onCleanup(() => cancelAnimationFrame(focusFrame ?? 0));

  const virtualizer = createVirtualizer({
    get count() {
      return props.requests.length;
    },
    getScrollElement: () => scroller ?? null,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 6,
    gap: 8,
    getItemKey: (index) => props.requests[index]?.callId ?? index,
  });

  createEffect(() => {
    const items = virtualizer.getVirtualItems();
    const last = items[items.length - 1];
    if (last && last.index >= props.requests.length - PREFETCH_CARDS) props.onNearEnd();
  });

  const focusCard = (index: number) => {
    cancelAnimationFrame(focusFrame ?? 0);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    let tries = 0;
    const attempt = () => {
      const card = cards.get(index)?.querySelector<HTMLElement>('article');
      if (card) card.focus({ preventScroll: true });
      else if (tries++ < FOCUS_FRAMES) focusFrame = requestAnimationFrame(attempt);
    };
    focusFrame = requestAnimationFrame(attempt);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLElement)) return;
    const item = event.target.closest<HTMLElement>('[data-index]');
    const count = props.requests.length;
    if (item === null || count === 0) return;
    const at = Number(item.dataset.index);
    const step = KEY_STEPS[event.key];
    if (step !== undefined) focusCard(Math.max(0, Math.min(count - 1, at + step)));
    else if (event.key === 'Home') focusCard(0);
    else if (event.key === 'End') focusCard(count - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div class="dnc-scroller" ref={(element) => (scroller = element)} onKeyDown={onKeyDown}>
      <ul class="dnc-list" aria-label={props.label} style={{ height: `${virtualizer.getTotalSize()}px` }}>
        <For each={virtualizer.getVirtualItems()}>
          {(item) => (
            <Show when={props.requests[item.index]}>
              {(request) => (
                <li
                  data-index={item.index}
                  aria-setsize={props.total}
                  aria-posinset={item.index + 1}
                  style={{ transform: `translateY(${item.start}px)` }}
                  ref={(element) => {
                    cards.set(item.index, element);
                    queueMicrotask(() => virtualizer.measureElement(element));
                    onCleanup(() => cards.get(item.index) === element && cards.delete(item.index));
                  }}
                >
                  {props.children(request())}
                </li>
              )}
            </Show>
          )}
        </For>
      </ul>
    </div>
  );
}
