import { Show } from 'solid-js';

/**
 * Online or offline, as the last sync found the workspace's service: offline
 * when it could not be reached. Nothing before the first attempt of this run.
 * The word says it; the dot only repeats it.
 */
export function ConnectionIndicator(props: { online: boolean | null | undefined }) {
  return (
    <Show when={props.online !== null && props.online !== undefined}>
      <span
        class={`connection ${props.online ? 'online' : 'offline'}`}
        title={props.online ? 'The workspace answered the last sync.' : "The workspace could not be reached at the last sync. You are seeing this computer's copy."}
      >
        <span class="dot" aria-hidden="true" />
        {props.online ? 'Online' : 'Offline'}
      </span>
    </Show>
  );
}
