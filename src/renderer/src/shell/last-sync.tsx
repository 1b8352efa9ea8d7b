import { Show } from 'solid-js';
import { createNow, formatExactTime, formatRelativeTime } from './relative-time';

/** "Last sync: 3 minutes ago", the exact time in its tooltip; "never" before the first. */
export function LastSync(props: { at: string | null }) {
  const now = createNow();
  return (
    <span class="last-sync">
      Last sync:{' '}
      <Show when={props.at} fallback="never">
        {(at) => (
          <time datetime={at()} title={formatExactTime(at())}>
            {formatRelativeTime(at(), now())}
          </time>
        )}
      </Show>
    </span>
  );
}
