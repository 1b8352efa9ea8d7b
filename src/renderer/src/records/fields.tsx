import { For, Show, type JSX } from 'solid-js';

export interface Field {
  label: string;
  /** Null when the record has no value (or the service did not send one). */
  value: JSX.Element | null;
}

/** A record's fields as a description list; a field without a value says so. */
export function Fields(props: { fields: readonly Field[]; missing?: string }) {
  return (
    <dl class="record-fields">
      <For each={props.fields}>
        {(field) => (
          <>
            <dt>{field.label}</dt>
            <dd>
              <Show when={field.value !== null && field.value !== ''} fallback={<span class="no-value">{props.missing ?? '—'}</span>}>
                {field.value}
              </Show>
            </dd>
          </>
        )}
      </For>
    </dl>
  );
}

/** Short texts (tags, tools) as a list of chips; null or empty shows `none`. */
export function Chips(props: { items: readonly string[] | null; label: string; none: string }) {
  return (
    <Show when={props.items && props.items.length > 0} fallback={<span class="no-value">{props.none}</span>}>
      <ul class="chips" aria-label={props.label}>
        <For each={props.items}>{(item) => <li class="chip">{item}</li>}</For>
      </ul>
    </Show>
  );
}
