import type { Section } from './sidebar';
import { sections } from './sidebar';

// Until each section lands, it says plainly what it will hold.
const descriptions: Record<Section, string> = {
  calls: 'Calls from this workspace will appear here once the first sync has run.',
  contacts: 'Contacts from this workspace will appear here once the first sync has run.',
  campaigns: 'Campaigns from this workspace will appear here once the first sync has run.',
  agents: 'Agents from this workspace will appear here once the first sync has run.',
  analytics: 'Charts of your calls will appear here once calls have been synced.',
  outbox: 'Edits made offline wait here until they are sent.',
  'dnc-requests': 'Callers who asked not to be called again will be listed here once calls have been synced.',
};

export function SectionPlaceholder(props: { section: Section }) {
  const label = () => sections.find((item) => item.id === props.section)?.label ?? '';
  return (
    <>
      <h2 id="section-title">{label()}</h2>
      <p class="empty">{descriptions[props.section]}</p>
    </>
  );
}
