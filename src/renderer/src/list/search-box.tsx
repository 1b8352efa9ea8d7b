import { Show } from 'solid-js';

/** The contract takes up to 500 characters of search text. */
const MAX_SEARCH_LENGTH = 500;

/**
 * A screen's search box (accessible name "Search", shortcut `/`). Arrow down
 * leaves it for the list; Esc clears it, unless Esc is the screen's to go
 * back with (a record is open).
 */
export function SearchBox(props: {
  id: string;
  value: string;
  placeholder: string;
  /** A line under the box saying what the search covers, read out with it (aria-describedby). */
  hint?: string | null;
  ref: (element: HTMLInputElement) => void;
  /**
   * `atOnce` when the text did not come a key at a time (pasted, dropped, a
   * suggestion) or Enter was pressed; true back when that started a new
   * search (then Enter is not the screen's).
   */
  onInput: (text: string, atOnce: boolean) => boolean | void;
  onLeaveDown: () => void;
  escapeGoesBack: () => boolean;
  /** Enter (backwards: Shift+Enter) on the search already shown: next/previous match in an open call. */
  onEnter?: (backwards: boolean) => void;
}) {
  return (
    <div class="search-box">
      <label for={props.id}>Search</label>
      <input
        id={props.id}
        ref={props.ref}
        type="search"
        autocomplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        spellcheck={false}
        placeholder={props.placeholder}
        aria-keyshortcuts="/"
        aria-describedby={props.hint ? `${props.id}-hint` : undefined}
        value={props.value}
        onInput={(event) => props.onInput(event.currentTarget.value, arrivedWhole(event))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.isComposing && !event.altKey && !event.ctrlKey && !event.metaKey) {
            // Text still waiting for the typing pause is searched now; Enter on the search already shown is the screen's.
            event.preventDefault();
            if (props.onInput(event.currentTarget.value, true) !== true) props.onEnter?.(event.shiftKey);
          } else if (event.key === 'ArrowDown') {
            event.preventDefault();
            props.onLeaveDown();
          } else if (event.key === 'Escape' && !props.escapeGoesBack() && props.value !== '') {
            event.preventDefault();
            props.onInput('', true);
          }
        }}
      />
      <Show when={props.hint}>
        {(hint) => (
          <small id={`${props.id}-hint`} class="search-hint">
            {hint()}
          </small>
        )}
      </Show>
    </div>
  );
}

/** Text that came in one piece rather than typed: pasted, dropped, or more than one character at once (a suggestion, an input method's composed word). */
function arrivedWhole(event: InputEvent): boolean {
  return event.inputType.startsWith('insertFrom') || event.inputType === 'insertReplacementText' || (event.data?.length ?? 0) > 1;
}
