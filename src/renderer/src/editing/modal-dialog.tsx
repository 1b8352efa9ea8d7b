import { onCleanup, onMount, type JSX } from 'solid-js';
import './editing.css';

/**
 * A modal dialog (a form, a confirmation): shown while mounted, named by its
 * heading, the focus inside it (its first field or button, or the element
 * marked `data-autofocus`) and kept there by the browser. Esc closes it
 * (the innermost, when one opens over another), before the screen's own
 * Esc (which would close the record behind it), and
 * the focus goes back to where it was when the dialog opened.
 */
/** The dialogs open now, innermost last: Esc closes only the innermost (a question asked over a form leaves the form open). */
const openDialogs: symbol[] = [];

export function ModalDialog(props: { id: string; title: string; onClose: () => void; class?: string; describedBy?: string; children: JSX.Element }) {
  let dialog: HTMLDialogElement | undefined;
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  // Capture: ahead of the screen's keys, which would otherwise go back as well.
  const self = Symbol('modal dialog');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || openDialogs.at(-1) !== self) return;
    event.preventDefault();
    event.stopPropagation();
    props.onClose();
  };
  onMount(() => {
    openDialogs.push(self);
    document.addEventListener('keydown', onKeyDown, true);
    dialog?.showModal();
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>('input:not([disabled]), select, textarea, button:not([disabled])');
    first?.focus();
  });
  onCleanup(() => {
    const at = openDialogs.indexOf(self);
    if (at >= 0) openDialogs.splice(at, 1);
    document.removeEventListener('keydown', onKeyDown, true);
    if (dialog?.open) dialog.close();
    if (returnFocus?.isConnected) queueMicrotask(() => returnFocus.focus());
  });

  return (
    <dialog
      ref={(element) => (dialog = element)}
      id={props.id}
      class={`modal-dialog ${props.class ?? ''}`}
      aria-modal="true"
      aria-labelledby={`${props.id}-title`}
      aria-describedby={props.describedBy}
      onCancel={(event) => {
        // The browser would close it behind Solid's back; closing is the owner's decision.
        event.preventDefault();
        props.onClose();
      }}
    >
      <h2 id={`${props.id}-title`} class="modal-title">
        {props.title}
      </h2>
      {props.children}
    </dialog>
  );
}
