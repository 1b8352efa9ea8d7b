import { onCleanup } from 'solid-js';

/**
 * The keys every screen shares: `/` focuses the screen's search (unless the
 * user is typing somewhere), Esc goes back (see the navigation store). A
 * field that uses Esc itself (the search box clears its text) handles it
 * first and keeps it.
 */
export function useScreenKeys(options: { search: () => HTMLInputElement | undefined; back: () => boolean }): void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '/' && !isEditable(event.target)) {
      const search = options.search();
      if (!search) return;
      event.preventDefault();
      search.focus();
      search.select();
    } else if (event.key === 'Escape' && options.back()) {
      event.preventDefault();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  onCleanup(() => document.removeEventListener('keydown', onKeyDown));
}

export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
}
