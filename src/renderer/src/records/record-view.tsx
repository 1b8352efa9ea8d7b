import { createEffect, Match, on, Show, Switch, type JSX } from 'solid-js';
import { PendingMarker } from '../list/pending-marker';
import { BackButton } from '../shell/back-button';
import type { RecordSection } from '../stores/navigation-store';
import type { RecordStore } from '../stores/record-store';

/**
 * The frame of an open record (contact, campaign, agent): a region named by
 * its heading, which takes the focus when a record opens (so a screen reader
 * starts reading it); the Back button (Esc); the record's own actions (none
 * yet: editing will add them); and the loading, missing and error states in
 * plain words.
 */
export function RecordView<Detail extends { pending: boolean }>(props: {
  store: RecordStore<Detail>;
  section: RecordSection;
  /** Singular, lower case: "contact". */
  noun: string;
  title: (record: Detail) => string;
  onBack: () => void;
  actions?: (record: Detail) => JSX.Element;
  children: (record: Detail) => JSX.Element;
}) {
  let heading: HTMLHeadingElement | undefined;
  const titleId = () => `${props.section}-view-title`;
  createEffect(on(() => props.store.openId(), () => queueMicrotask(() => heading?.focus())));

  return (
    <section class="record-view" aria-labelledby={titleId()}>
      <header class="record-view-head">
        <h3 id={titleId()} tabindex="-1" ref={(element) => (heading = element)}>
          {props.store.record() ? props.title(props.store.record()!) : props.noun.charAt(0).toUpperCase() + props.noun.slice(1)}
        </h3>
        <Show when={props.store.record()}>{(record) => <PendingMarker pending={record().pending} />}</Show>
        <div class="record-actions">
          <Show when={props.store.record()}>{(record) => props.actions?.(record())}</Show>
          <BackButton section={props.section} onBack={props.onBack} />
        </div>
      </header>
      <Switch>
        <Match when={props.store.state() === 'loading'}>
          <p role="status">Opening the {props.noun}…</p>
        </Match>
        <Match when={props.store.state() === 'missing'}>
          <p class="empty">
            This {props.noun} is not in this computer's copy of the workspace. It may have been deleted, or not synced yet; the next sync will tell.
          </p>
        </Match>
        <Match when={props.store.state() === 'error'}>
          <p role="alert">
            The {props.noun} could not be opened: {props.store.problem()}
          </p>
        </Match>
        <Match when={props.store.record()}>{(record) => props.children(record())}</Match>
      </Switch>
    </section>
  );
}
