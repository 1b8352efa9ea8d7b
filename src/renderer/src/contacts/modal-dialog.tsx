import { onCleanup, onMount, type JSX } from 'solid-js';

/**
 * A modal dialog over the screen: a native <dialog> shown with showModal
 * (focus stays inside, the rest of the page is inert), named by its heading.
 * Esc or Cancel closes it; the focus then returns to what had it before
 * (the button that opened the dialog). The dialog exists while its owner
 * shows it: mounting opens it, `onClose` asks the owner to unmount it.
 */
export function ModalDialog(props: { id: string; title: string; class?: string; onClose: () => void; children: JSX.Element }) {
  let dialog: HTMLDialogElement | undefined;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const titleId = () => `${props.id}-title`;

  // Esc is the dialog's alone: marked handled before it bubbles to the screen's keys (which would close the record behind).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    props.onClose();
  };
  onMount(() => {
    dialog?.addEventListener('keydown', onKeyDown);
    dialog?.showModal();
  });
  onCleanup(() => {
    if (dialog?.open) dialog.close();
    // A button gone with its record (a contact just deleted) cannot take the focus back: whoever removed it places the focus.
    queueMicrotask(() => {
      if (opener?.isConnected) opener.focus();
    });
  });

  return (
    <dialog
      ref={(element) => (dialog = element)}
      id={props.id}
      class={`modal-dialog ${props.class ?? ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId()}
      onCancel={(event) => {
        // The owner unmounts the dialog, which closes it and gives the focus back.
        event.preventDefault();
        props.onClose();
      }}
      // Should the browser close it by itself all the same, the owner hears of it.
      onClose={() => props.onClose()}
    >
      <h2 id={titleId()} class="modal-title">
        {props.title}
      </h2>
      {props.children}
    </dialog>
  );
}
