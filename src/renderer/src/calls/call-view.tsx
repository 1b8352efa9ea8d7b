import { createEffect, Match, on, onCleanup, Show, Switch } from 'solid-js';
import { BackButton } from '../shell/back-button';
import { CopyLinkButton } from '../shell/copy-link-button';
import type { CallViewStore } from '../stores/call-view-store';
import type { DncRequestsStore } from '../stores/dnc-requests-store';
import { CallMetadata } from './call-metadata';
import { DncRequestBanner } from './dnc-request-banner';
import { contactLabel } from './format';
import { HighlightedText } from './highlighted-text';
import { matchStepOf, MatchNavigator } from './match-navigator';
import { TranscriptView } from './transcript-view';

/**
 * The open call: summary, facts, and the transcript as a conversation, with
 * a banner at the top when the caller asked not to be called again, the
 * search that found it highlighted (next/previous match, also by F3 /
 * Shift+F3 and Ctrl+G / Ctrl+Shift+G wherever the focus is), a copy
 * button, and downloads of the call as text or as JSON. A region named
 * "Call with <contact>"; its heading takes the focus when it opens, and Esc
 * (handled by the screen) goes back.
 */
export function CallView(props: { store: CallViewStore; dnc: DncRequestsStore; onBack: () => void }) {
  let heading: HTMLHeadingElement | undefined;
  const title = () => {
    const call = props.store.call();
    return call ? `Call with ${contactLabel(call)}` : 'Call';
  };

  // Each newly opened call takes the focus, so a screen reader starts reading it.
  createEffect(on(() => props.store.openId(), () => queueMicrotask(() => heading?.focus())));
  // Next/previous match: bring it into view.
  createEffect(
    on([() => props.store.currentMatch(), () => props.store.marks()], ([index]) => {
      document.getElementById(`match-${index}`)?.scrollIntoView({ block: 'center' });
    }),
  );

  // Find-again keys work wherever the focus is, as in a browser or an editor; without matches they are left alone.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = matchStepOf(event);
    if (step === null || event.defaultPrevented || props.store.marks().count === 0) return;
    event.preventDefault();
    if (step === 1) props.store.nextMatch();
    else props.store.previousMatch();
  };
  document.addEventListener('keydown', onKeyDown);
  onCleanup(() => document.removeEventListener('keydown', onKeyDown));

  return (
    <section class="call-view" aria-labelledby="call-view-title">
      <header class="call-view-head">
        <h3 id="call-view-title" tabindex="-1" ref={(element) => (heading = element)}>
          {title()}
        </h3>
        <div class="call-actions">
          <Show when={props.store.call()?.transcript.length}>
            <button type="button" onClick={() => void props.store.copyTranscript()}>
              Copy transcript
            </button>
          </Show>
          <Show when={props.store.call()}>
            <button type="button" onClick={() => props.store.exportCall('text')}>
              Download as text
            </button>
            <button type="button" onClick={() => props.store.exportCall('json')}>
              Download as JSON
            </button>
          </Show>
          <Show when={props.store.openId()}>{(id) => <CopyLinkButton kind="calls" id={id()} />}</Show>
          <BackButton section="calls" onBack={props.onBack} />
        </div>
      </header>
      <Show when={props.store.actionStatus()}>{(status) => <p role="status">{status()}</p>}</Show>
      <DncRequestBanner callId={props.store.openId()} store={props.dnc} />
      <Switch>
        <Match when={props.store.state() === 'loading'}>
          <p role="status">Opening the call…</p>
        </Match>
        <Match when={props.store.state() === 'fetching' && !props.store.call()}>
          <p role="status">This call is not in this computer's copy of the workspace yet. Fetching it from the workspace…</p>
        </Match>
        <Match when={props.store.state() === 'missing'}>
          <p class="empty">
            This call is not in this computer's copy of the workspace.{' '}
            {props.store.fetchProblem()
              ? `It could not be fetched: ${props.store.fetchProblem()} It will be fetched when the workspace can be reached.`
              : 'It may have been deleted; the next sync will tell.'}
          </p>
        </Match>
        <Match when={props.store.state() === 'error'}>
          <p role="alert">The call could not be opened: {props.store.problem()}</p>
        </Match>
        <Match when={props.store.call()}>
          {(call) => (
            <>
              <CallMetadata call={call()} />
              <Show when={props.store.query().trim() !== '' && call().detail_fetched}>
                <MatchNavigator
                  // Until a new search's hits arrive, the navigator goes on naming the search its marks are for.
                  query={(props.store.markedQuery() || props.store.query()).trim()}
                  count={props.store.marks().count}
                  current={props.store.currentMatch()}
                  onPrevious={props.store.previousMatch}
                  onNext={props.store.nextMatch}
                />
              </Show>
              <Switch>
                <Match when={props.store.state() === 'fetching'}>
                  <p role="status">The transcript has not been fetched yet. Fetching it now, ahead of the background sync…</p>
                </Match>
                <Match when={!call().detail_fetched}>
                  <p class="notice" role="status">
                    The transcript has not been fetched yet, and it could not be fetched just now{props.store.fetchProblem() ? `: ${props.store.fetchProblem()}` : '.'} It
                    will be fetched by the next sync.
                  </p>
                </Match>
                <Match when={true}>
                  <h4>Summary</h4>
                  <p class="summary">
                    <Show when={props.store.marks().summary} fallback={call().summary ?? 'No summary.'}>
                      {(segments) => <HighlightedText segments={segments()} currentMatch={props.store.currentMatch()} />}
                    </Show>
                  </p>
                  <h4>Transcript</h4>
                  <Show when={call().transcript.length > 0} fallback={<p class="empty">This call has no transcript.</p>}>
                    <TranscriptView turns={call().transcript} marks={props.store.marks().turns} currentMatch={props.store.currentMatch()} />
                  </Show>
                </Match>
              </Switch>
            </>
          )}
        </Match>
      </Switch>
    </section>
  );
}
