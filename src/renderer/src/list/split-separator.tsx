import { createSignal } from 'solid-js';

/**
 * The bar between a list and the record open beside it, which sets the
 * list's share of the width: dragged with the pointer, or with the keyboard
 * once focused (Left and Right by 2%, with Shift by 10%; Home and End to the
 * limits), as the WAI-ARIA window splitter pattern has it (role separator,
 * its value the list's share in percent).
 */
export interface SplitSeparatorProps {
  /** The list's share of the width, in percent. */
  share: number;
  min: number;
  max: number;
  /** The element whose size it changes (the list). */
  controls: string;
  /** `final` once the drag or the key press is over: the value to keep. */
  onResize: (share: number, final: boolean) => void;
}

const STEP = 2;
const BIG_STEP = 10;

export function SplitSeparator(props: SplitSeparatorProps) {
  const [dragging, setDragging] = createSignal(false);

  const shareAt = (element: HTMLElement, clientX: number) => {
    const area = (element.parentElement ?? element).getBoundingClientRect();
    return area.width > 0 ? ((clientX - area.left) / area.width) * 100 : props.share;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const next: Record<string, number> = {
      ArrowLeft: props.share - step,
      ArrowDown: props.share - step,
      ArrowRight: props.share + step,
      ArrowUp: props.share + step,
      Home: props.min,
      End: props.max,
    };
    const share = next[event.key];
    if (share === undefined) return;
    event.preventDefault();
    props.onResize(share, true);
  };

  return (
    <div
      class="split-separator"
      classList={{ dragging: dragging() }}
      role="separator"
      tabindex="0"
      aria-orientation="vertical"
      aria-label="Width of the list beside the open record"
      aria-controls={props.controls}
      aria-valuenow={Math.round(props.share)}
      aria-valuemin={props.min}
      aria-valuemax={props.max}
      aria-valuetext={`List ${Math.round(props.share)}% of the width`}
      title="Drag, or use the arrow keys, to share the width between the list and the record"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        event.currentTarget.focus();
        setDragging(true);
      }}
      onPointerMove={(event) => {
        if (dragging()) props.onResize(shareAt(event.currentTarget, event.clientX), false);
      }}
      onPointerUp={(event) => {
        if (!dragging()) return;
        setDragging(false);
        props.onResize(shareAt(event.currentTarget, event.clientX), true);
      }}
      onPointerCancel={() => {
        if (!dragging()) return;
        setDragging(false);
        props.onResize(props.share, true);
      }}
    />
  );
}
