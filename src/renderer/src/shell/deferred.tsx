import { createEffect, createSignal, getOwner, runWithOwner, Show, type Accessor, type JSX } from 'solid-js';

/**
 * A part of the app whose code (a chunk of its own) and state are loaded
 * when it is first wanted, not at the app's start: the first calls page
 * should wait for nothing else (chart.js alone is a quarter of the app).
 * Once made, it stays for the page's lifetime, so a screen keeps its place
 * while another section is shown, as when every store was made at start.
 *
 * Not Solid's lazy() under a Suspense: a Suspense boundary also waits for
 * every resource read beneath it (the call view's do-not-call banner, a
 * dialog's figures), which would blank a whole screen while one of those
 * loads. Here only the first load of the code shows "Loading…".
 */
export interface Deferred<T> {
  /** The part, once loaded and made. */
  value: Accessor<T | undefined>;
  /** What to tell the user when its code could not be loaded. */
  failed: Accessor<string | undefined>;
  /** Loads and makes it now (once), for an action that needs it before it is shown. */
  load(): Promise<T>;
  /** Fetches its code only (made when wanted): once the first page is drawn, so that a section opens at once later. */
  prefetch(): void;
}

const NOT_LOADED = 'This part of VoiceDesk could not be loaded. Restart the app (or reload the page) and try again.';

/**
 * `make` runs under the owner of the component that called this (the app),
 * so the effects a store sets up live as long as the app, whichever
 * effect asked for it first.
 */
export function deferUntil<M, T>(wanted: () => boolean, load: () => Promise<M>, make: (module: M) => T): Deferred<T> {
  const owner = getOwner();
  const [value, setValue] = createSignal<T>();
  const [failed, setFailed] = createSignal<string>();
  let fetching: Promise<M> | undefined;
  let loading: Promise<T> | undefined;

  function fetchCode(): Promise<M> {
    fetching ??= load().catch((error: unknown) => {
      // Asked again later (the section shown again), it tries again: a chunk missing after an update may come back.
      fetching = undefined;
      throw error;
    });
    return fetching;
  }

  function ensure(): Promise<T> {
    loading ??= fetchCode().then(
      (module) => {
        const made = runWithOwner(owner, () => make(module)) as T;
        setFailed(undefined);
        setValue(() => made);
        return made;
      },
      (error: unknown) => {
        loading = undefined;
        console.error('VoiceDesk: a part of the app failed to load:', error);
        setFailed(NOT_LOADED);
        throw error;
      },
    );
    return loading;
  }

  createEffect(() => {
    if (wanted()) ensure().catch(() => undefined);
  });
  return { value, failed, load: ensure, prefetch: () => void fetchCode().catch(() => undefined) };
}

/** A deferred part's screen: a plain status line while its code loads, a plain message if it cannot. */
export function DeferredScreen<T>(props: { part: Deferred<T>; title: string; children: (value: T) => JSX.Element }) {
  return (
    <Show
      when={props.part.value()}
      keyed
      fallback={
        <>
          <h2 id="section-title">{props.title}</h2>
          <Show when={props.part.failed()} fallback={<p class="screen-loading" role="status">Loading…</p>}>
            {(message) => (
              <p class="error" role="alert">
                {message()}
              </p>
            )}
          </Show>
        </>
      }
    >
      {(value) => props.children(value)}
    </Show>
  );
}
