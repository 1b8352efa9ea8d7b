import type { JSX } from 'solid-js';
import type { RecordSection } from '../stores/navigation-store';
import { useNavigation } from './navigation-context';

/**
 * A link to another record (a call's contact, a contact's call): opens it in
 * its own section, and Esc comes back here. `from` names where "here" is, for
 * the Back button ("Back to Ada Lovelace").
 */
export function RecordLink(props: { section: RecordSection; id: string; from: string; class?: string; children: JSX.Element }) {
  const navigation = useNavigation();
  return (
    <a
      href={`#${props.section}/${encodeURIComponent(props.id)}`}
      class={props.class}
      onClick={(event) => {
        event.preventDefault();
        navigation.follow(props.section, props.id, props.from);
      }}
    >
      {/* Isolated: a name with a right-to-left override reorders only itself, never the sentence around it. */}
      <bdi>{props.children}</bdi>
    </a>
  );
}
