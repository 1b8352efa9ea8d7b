/**
 * Moving through a list with the keyboard, the same everywhere: arrows or
 * j/k one item, Page Up/Down ten (tables), Enter opens.
 */
export const KEY_STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 };
export const PAGE_STEPS: Readonly<Record<string, number>> = { PageDown: 10, PageUp: -10 };

/**
 * For a short list of focusable items (search results, a record's calls):
 * moves the focus among the items matching `selector` inside the list on
 * arrows or j/k; true when it handled the key.
 */
export function moveFocusAmong(event: KeyboardEvent, selector: string): boolean {
  const step = KEY_STEPS[event.key];
  if (step === undefined || event.altKey || event.ctrlKey || event.metaKey || !(event.currentTarget instanceof HTMLElement)) return false;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = items[Math.max(0, Math.min(items.length - 1, at + step))];
  if (!next) return false;
  event.preventDefault();
  next.focus();
  return true;
}
