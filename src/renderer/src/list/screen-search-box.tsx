import { SearchBox } from './search-box';
import type { useScreenNavigation } from './screen-navigation';

/**
 * A list screen's search box, wired to the screen's search text (applied as
 * typing pauses) and to its navigation: `/` focuses it, arrow down goes to
 * the list, Esc goes back from an open record.
 */
export function ScreenSearchBox(props: {
  id: string;
  placeholder: string;
  search: { text: () => string; setText: (text: string, atOnce: boolean) => boolean };
  screen: ReturnType<typeof useScreenNavigation>;
  hint?: string | null;
  onEnter?: (backwards: boolean) => void;
}) {
  return (
    <SearchBox
      id={props.id}
      value={props.search.text()}
      placeholder={props.placeholder}
      hint={props.hint ?? null}
      ref={props.screen.setSearchBox}
      onInput={(text, atOnce) => props.search.setText(text, atOnce)}
      onLeaveDown={props.screen.focusList}
      escapeGoesBack={props.screen.recordOpen}
      onEnter={(backwards) => props.onEnter?.(backwards)}
    />
  );
}
