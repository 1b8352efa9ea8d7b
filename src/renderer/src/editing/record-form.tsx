import type { JSX } from 'solid-js';

/**
 * A dialog's form for a record: no browser validation (each problem is
 * shown at its field, in our words), and submitting never reloads the page.
 */
export function RecordForm(props: { ref?: (element: HTMLFormElement) => void; onSubmit: () => void; children: JSX.Element }) {
  return (
    <form
      ref={(element) => props.ref?.(element)}
      class="record-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      {props.children}
    </form>
  );
}
