import { createMemo, createSignal, type Accessor } from 'solid-js';
import type { CoreClient } from '../api/core-client';
import type { Section } from '../shell/sidebar';
import { onWorkspaceSwitch } from './workspace-switch';

/**
 * Where the user is: the section shown and, in each section that lists
 * records, the record open beside its list. The screens follow this; the
 * sidebar, the lists and the record links change it.
 *
 * Going back (Esc, or a view's Back button): after following a link from one
 * record to another (a contact's call, a call's agent), back returns to the
 * record the link was followed from, as it was; otherwise it closes the open
 * record. Choosing a section in the sidebar starts afresh: each section shows
 * what it showed when left, and there is nothing to go back to.
 */
export const RECORD_SECTIONS = ['calls', 'contacts', 'campaigns', 'agents'] as const;
export type RecordSection = (typeof RECORD_SECTIONS)[number];

export interface Selection {
  id: string;
  /** The search that found the record (a call's transcript search), to highlight in it. */
  query?: string;
}

type Selections = Record<RecordSection, Selection | null>;

interface Place {
  section: Section;
  selections: Selections;
}

interface Step {
  place: Place;
  /** What going back returns to, in words: "Ada Lovelace", "the call with Ada Lovelace". */
  label: string;
}

export type BackResult = 'returned' | 'closed' | 'none';

/** Enough for any real walk through links; the oldest steps are forgotten first. */
const MAX_HISTORY = 50;

const NOTHING_OPEN: Selections = { calls: null, contacts: null, campaigns: null, agents: null };

export function createNavigationStore(client: CoreClient) {
  const [place, setPlace] = createSignal<Place>({ section: 'calls', selections: NOTHING_OPEN });
  const [history, setHistory] = createSignal<Step[]>([]);
  // One memo per section, so a screen follows its own record only, not every move elsewhere.
  const selectionOf = (section: RecordSection): Accessor<Selection | null> => {
    const selection = createMemo(() => place().selections[section]);
    return selection;
  };
  const selections: Record<RecordSection, Accessor<Selection | null>> = {
    calls: selectionOf('calls'),
    contacts: selectionOf('contacts'),
    campaigns: selectionOf('campaigns'),
    agents: selectionOf('agents'),
  };

  const open = (section: RecordSection, selection: Selection | null) =>
    setPlace((current) => ({ section, selections: { ...current.selections, [section]: selection } }));

  function reset() {
    setHistory([]);
    setPlace((current) => ({ section: current.section, selections: NOTHING_OPEN }));
  }
  onWorkspaceSwitch(client, reset);

  return {
    section: () => place().section,
    /** The record open in a section, or null. */
    selected: (section: RecordSection) => selections[section](),
    /** The sidebar: a section as it was left. */
    show(section: Section) {
      setHistory([]);
      setPlace((current) => ({ ...current, section }));
    },
    /** A row of a list: opens that record beside the list (null closes it); not a step to go back through. */
    select: open,
    /** A link to another record: opens it in its own section; going back returns here, described by `from`. */
    follow(section: RecordSection, id: string, from: string) {
      setHistory((steps) => [...steps.slice(-(MAX_HISTORY - 1)), { place: place(), label: from }]);
      open(section, { id });
    },
    /** Back to where the last link was followed from, else closes the open record; says which it did. */
    back(): BackResult {
      const steps = history();
      const last = steps[steps.length - 1];
      if (last) {
        setHistory(steps.slice(0, -1));
        setPlace(last.place);
        return 'returned';
      }
      const section = place().section;
      if (isRecordSection(section) && place().selections[section] !== null) {
        open(section, null);
        return 'closed';
      }
      return 'none';
    },
    /** What back returns to, when it returns rather than closes. */
    backLabel: (): string | undefined => history()[history().length - 1]?.label,
    reset,
  };
}

export function isRecordSection(section: Section): section is RecordSection {
  return (RECORD_SECTIONS as readonly string[]).includes(section);
}

export type NavigationStore = ReturnType<typeof createNavigationStore>;
