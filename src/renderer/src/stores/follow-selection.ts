import { createEffect, on } from 'solid-js';
import type { NavigationStore, RecordSection, Selection } from './navigation-store';

/**
 * Opens and closes a screen's record as the navigation says, whether or not
 * the screen is shown (a link from another screen opens it there).
 */
export function followSelection(
  navigation: NavigationStore,
  section: RecordSection,
  view: { isOpen: (selection: Selection) => boolean; open: (selection: Selection) => void; close: () => void },
): void {
  createEffect(
    on(
      () => navigation.selected(section),
      (selection) => {
        if (selection === null) view.close();
        else if (!view.isOpen(selection)) view.open(selection);
      },
    ),
  );
}
