import { createEffect, createSignal, on, onCleanup, Show, type JSX } from 'solid-js';

/**
 * A button that opens a small dialog below it (the column chooser, the
 * keyword trackers). Not modal: the table stays usable beside it. The
 * dialog is named, takes the focus when it opens (its first field or
 * button), and closes on Esc, on its Close button or on a click outside it,
 * the focus then going back to the button when it was inside the dialog.
 */
export function Popover(props: { id: string; label: string; buttonText: string; children: JSX.Element }) {
  const [open, setOpen] = createSignal(false);
  let button: HTMLButtonElement | undefined;
  let panel: HTMLDivElement | undefined;

  const close = () => {
    const focus = document.activeElement;
    const hadFocus = focus === document.body || (panel?.contains(focus) ?? false);
    setOpen(false);
    if (hadFocus) button?.focus();
  };

  createEffect(
    on(open, (isOpen) => {
      if (isOpen) queueMicrotask(() => panel?.querySelector<HTMLElement>('input, select, button')?.focus());
    }),
  );

  const onPointerDown = (event: PointerEvent) => {
    const target = event.target instanceof Node ? event.target : null;
    if (open() && target && !panel?.contains(target) && !button?.contains(target)) setOpen(false);
  };
  // Esc wherever the focus is (a button that went away leaves it on the page), and before the
  // screen's own Esc (capture), which then leaves the open call alone.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open() || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('keydown', onKeyDown, true);
  onCleanup(() => {
    document.removeEventListener('pointerdown', onPointerDown);
    document.removeEventListener('keydown', onKeyDown, true);
  });

  return (
    <div class="popover-anchor">
      <button
        type="button"
        ref={(element) => (button = element)}
        aria-haspopup="dialog"
        aria-expanded={open()}
        aria-controls={props.id}
        onClick={() => (open() ? close() : setOpen(true))}
      >
        {props.buttonText}
      </button>
      <Show when={open()}>
        <div
          id={props.id}
          ref={(element) => (panel = element)}
          role="dialog"
          aria-label={props.label}
          class="popover"
        >
          {props.children}
          <div class="popover-foot">
            <button type="button" onClick={() => close()}>
              Close
            </button>
          </div>
        </div>
      </Show>
    </div>
  );
}
