import { sections } from './sidebar';
import { useNavigation } from './navigation-context';
import type { RecordSection } from '../stores/navigation-store';

/**
 * A record view's way back (also Esc): to the record a link was followed
 * from, or to the section's list.
 */
export function BackButton(props: { section: RecordSection; onBack: () => void }) {
  const navigation = useNavigation();
  const label = () => {
    const from = navigation.backLabel();
    if (from !== undefined) return `Back to ${from}`;
    return `Back to ${(sections.find((item) => item.id === props.section)?.label ?? props.section).toLowerCase()}`;
  };
  return (
    <button type="button" onClick={() => props.onBack()} aria-keyshortcuts="Escape">
      {label()}
    </button>
  );
}
