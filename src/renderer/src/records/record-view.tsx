import { createEffect, Match, on, Show, Switch, type JSX } from 'solid-js';
import { PendingMarker } from '../list/pending-marker';
import { BackButton } from '../shell/back-button';
import { CopyLinkButton } from '../shell/copy-link-button';
import type { RecordSection } from '../stores/navigation-store';
import type { RecordStore } from '../stores/record-store';
import { liveRecord } from './live-record';

/**
 * The frame of an open record (contact, campaign, agent): a region named by
 * its heading, which takes the focus when a record opens (so a screen reader
 * starts reading it); the Back button (Esc); the record's own actions (edit,
 * delete, start…); and the loading, missing and error states in plain words.
 *
 * The record handed to `actions` and `children` follows the store: a refresh
 * (after an edit, a sync) shows the new values without rebuilding the view,
 * so a dialog open in it stays open.
 */
export function RecordView<Detail extends { pending: boolean }>(props: {
  store: RecordStore<Detail>;
  section: RecordSection;
  /** Singular, lower case: "contact". */
  noun: string;
  title: (record: Detail) => string;
  onBack: () => void;
  actions?: (record: Detail) => JSX.Element;
  /** What to say instead of the usual when the open record is not in the mirror (a record created offline, since sent). */
  missingText?: (id: string) => string | undefined;
  children: (record: Detail) => JSX.Element;
}) {
  let heading: HTMLHeadingElement | undefined;
  let shown: Detail | undefined;
  // The last record shown, for the moment between a close and the view going away.
  const latest = () => (shown = props.store.record() ?? shown)!;
  // The children below take an (unused) argument: a callback without one would be a reactive child, rebuilt at every read.
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
          <Show when={props.store.record()}>{(_record) => props.actions?.(liveRecord(latest))}</Show>
          <Show when={props.store.openId()}>{(id) => <CopyLinkButton kind={props.section} id={id()} />}</Show>
          <BackButton section={props.section} onBack={props.onBack} />
        </div>
      </header>
      <Switch>
        <Match when={props.store.state() === 'loading'}>
          <p role="status">Opening the {props.noun}…</p>
        </Match>
        <Match when={props.store.state() === 'fetching'}>
          <p role="status">This {props.noun} is not in this computer's copy of the workspace yet. Fetching it from the workspace…</p>
        </Match>
        <Match when={props.store.state() === 'missing'}>
          <p class="empty">
            {props.missingText?.(props.store.openId() ?? '') ??
              (props.store.fetchProblem()
                ? `This ${props.noun} is not in this computer's copy of the workspace, and could not be fetched: ${props.store.fetchProblem()} It will be fetched when the workspace can be reached.`
                : `This ${props.noun} is not in this computer's copy of the workspace. It may have been deleted, or not synced yet; the next sync will tell.`)}
          </p>
        </Match>
        <Match when={props.store.state() === 'error'}>
          <p role="alert">
            The {props.noun} could not be opened: {props.store.problem()}
          </p>
        </Match>
        <Match when={props.store.record()}>{(_record) => props.children(liveRecord(latest))}</Match>
      </Switch>
    </section>
  );
}
