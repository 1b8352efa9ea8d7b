import { createSignal, onCleanup, untrack } from 'solid-js';
import type { DncRequest, DncRequestCounts, DncRequestKind, DncRequestList } from '../../../shared/contract/dnc-request-methods';
import type { CoreClient } from '../api/core-client';
import { batchEdits } from '../contacts/batch-edits';
import { countLabel } from '../records/format';
import { keepUnchanged } from './keep-unchanged-rows';
import { onWorkspaceSwitch } from './workspace-switch';
import { READ_ONLY_REASON, type WriteAccess } from './write-access';

/**
 * Callers who asked not to be called again: the sidebar's count, the
 * screen's list and the call view's banner. The core tells the counts after
 * every sync, dismissal and outbox change (`dncRequests.changed`); the list
 * is read again then, while the screen shows it.
 *
 * The list comes a page at a time (the first page of each list, then more
 * as the screen scrolls near the end); after a change, as many as were
 * loaded are read again, so the screen keeps its place.
 *
 * Marking is a contact edit through the outbox (`outbox.apply`, one batch
 * for one contact, a selection or all), which sends do-not-call before any
 * other edit; the contact leaves the list as soon as it is queued. "All" is
 * every contact waiting, as the core resolves them, not the pages loaded.
 *
 * Policy: while the workspace's key is known to be read-only, nothing is
 * queued and the screen says why (READ_ONLY_REASON).
 */
export type MarkOutcome = { ok: true } | { ok: false; message: string };

const NO_COUNTS: DncRequestCounts = { contacts: 0, withoutContact: 0 };
const FIRST_PAGE = 100;
/** The most one reading after a change brings back (the contract's page limit). */
const MOST_AT_ONCE = 1000;
const NEXT: Record<DncRequestKind, 'contactsNext' | 'withoutContactNext'> = { contacts: 'contactsNext', withoutContact: 'withoutContactNext' };

/** `start`: when to read the sidebar's count first (first-page-gate.ts); at once by default. */
export function createDncRequestsStore(client: CoreClient, access: WriteAccess, start: (work: () => void) => void = (work) => work()) {
  const [counts, setCounts] = createSignal<DncRequestCounts>(NO_COUNTS);
  const [list, setList] = createSignal<DncRequestList | undefined>();
  const [problem, setProblem] = createSignal<string | undefined>();
  /** What the last action did, in words, for a polite live region. */
  const [done, setDone] = createSignal<string | undefined>();
  const [selected, setSelected] = createSignal<ReadonlySet<string>>(new Set());
  /** Read again on each change only while someone looks (the screen, or a call's banner). */
  let watchers = 0;
  /** A change came while nobody looked: the list kept is out of date, and is not shown again. */
  let stale = false;
  let generation = 0;
  /** Bumped on each change, for a call's banner to read its call again. */
  const [version, setVersion] = createSignal(0);

  async function reloadCounts() {
    const result = await client.call('dncRequests.count', {});
    if (result.ok) setCounts(result.value);
  }

  const byCall = (request: DncRequest) => request.callId;

  function accept(read: DncRequestList) {
    generation++;
    // The cards of requests that did not change stay as they are: a list read again (the screen opened
    // on the list kept, an outbox change) must not redraw the card holding the keyboard's focus.
    const shown = untrack(list);
    const value = shown === undefined ? read : { ...read, contacts: keepUnchanged(shown.contacts, read.contacts, byCall), withoutContact: keepUnchanged(shown.withoutContact, read.withoutContact, byCall) };
    setList(value);
    // Whole lists tell their lengths; a list with more pages leaves the counts to the core.
    if (value.contactsNext === undefined && value.withoutContactNext === undefined) setCounts({ contacts: value.contacts.length, withoutContact: value.withoutContact.length });
    else void reloadCounts();
    // A contact no longer listed (marked, dismissed) is no longer selected; with pages still to load, only the core knows.
    if (value.contactsNext !== undefined) return;
    const listed = new Set(value.contacts.map((request) => request.contactId));
    setSelected((current) => new Set([...current].filter((id) => listed.has(id))));
  }

  /** As many as the screen has loaded, so a change does not take its place away. */
  const readAgainLimit = () =>
    untrack(() => Math.min(MOST_AT_ONCE, Math.max(FIRST_PAGE, list()?.contacts.length ?? 0, list()?.withoutContact.length ?? 0)));
  let loadingMore = false;
  /** The latest read of the list, done once it is shown. */
  let reading: Promise<void> = Promise.resolve();

  function reloadList(): Promise<void> {
    const mine = ++generation;
    reading = (async () => {
      const result = await client.call('dncRequests.list', { limit: readAgainLimit() });
      if (mine !== generation) return;
      if (result.ok) {
        accept(result.value);
        setProblem(undefined);
      } else setProblem(result.error.message);
    })();
    return reading;
  }

  /** One more page of a list; 'superseded' when the list was read again meanwhile (the page then belongs to the list replaced). */
  async function loadPage(kind: DncRequestKind): Promise<'done' | 'superseded'> {
    const after = list()?.[NEXT[kind]];
    if (after === undefined || loadingMore) return 'done';
    loadingMore = true;
    const mine = generation;
    try {
      const result = await client.call('dncRequests.page', { kind, after, limit: FIRST_PAGE });
      const current = list();
      if (current === undefined) return 'done';
      if (mine !== generation) return 'superseded';
      if (!result.ok) {
        setProblem(result.error.message);
        return 'done';
      }
      const { [NEXT[kind]]: _done, ...rest } = current;
      setList({ ...rest, [kind]: [...current[kind], ...result.value.rows], ...(result.value.next === undefined ? {} : { [NEXT[kind]]: result.value.next }) });
      return 'done';
    } finally {
      loadingMore = false;
    }
  }

  function changed() {
    setVersion((value) => value + 1);
    if (watchers > 0) void reloadList();
    else {
      stale = true;
      // Before its first read (which will be up to date), a count would come ahead of the first calls page.
      if (countsStarted) void reloadCounts();
    }
  }

  onCleanup(client.on('dncRequests.changed', changed));
  onWorkspaceSwitch(client, () => {
    setList(undefined);
    setSelected(new Set<string>());
    setDone(undefined);
    changed();
  });
  let countsStarted = false;
  start(() => {
    countsStarted = true;
    void reloadCounts();
  });

  /** Queues do-not-call for these contacts, in one outbox batch. */
  async function mark(contactIds: readonly string[]): Promise<MarkOutcome> {
    if (access.readOnly()) return { ok: false, message: READ_ONLY_REASON };
    if (contactIds.length === 0) return { ok: false, message: 'Choose at least one contact to mark.' };
    const result = await client.call('outbox.apply', { edits: batchEdits(contactIds, { kind: 'status', status: 'dnc' }) });
    if (!result.ok) return { ok: false, message: result.error.message };
    setDone(`${countLabel(contactIds.length, 'contact', 'contacts')} marked do not call. The change is sent before any other edit; the Outbox shows when it reaches the workspace.`);
    changed();
    return { ok: true };
  }

  return {
    counts,
    /** How many wait, contacts and calls without a contact together (the sidebar's badge). */
    waiting: () => counts().contacts + counts().withoutContact,
    list,
    problem,
    done,
    version,
    readOnly: access.readOnly,
    /** The screen shows the list: read it now and after each change; returns the function that stops. */
    attach(): () => void {
      watchers++;
      if (stale) setList(undefined);
      stale = false;
      void reloadList();
      return () => {
        watchers--;
      };
    },
    /** The call's request for its banner (null when its caller did not ask). */
    async forCall(callId: string): Promise<DncRequest | null> {
      const result = await client.call('dncRequests.forCall', { callId });
      return result.ok ? result.value : null;
    },
    mark,
    async markOne(request: DncRequest): Promise<void> {
      if (request.contactId === null) return;
      const outcome = await mark([request.contactId]);
      setProblem(outcome.ok ? undefined : outcome.message);
    },
    async markSelected(): Promise<void> {
      const outcome = await mark([...selected()]);
      setProblem(outcome.ok ? undefined : outcome.message);
    },
    /** Every contact waiting, as the core reads them now (the pages loaded may be a few of them). */
    async markAll(): Promise<MarkOutcome> {
      const ids = await client.call('dncRequests.waitingContactIds', {});
      const outcome = ids.ok ? await mark(ids.value) : { ok: false as const, message: ids.error.message };
      if (outcome.ok) setProblem(undefined);
      return outcome;
    },
    /** The next page of one list, when the screen scrolls near the end of what is loaded. */
    async loadMore(kind: DncRequestKind): Promise<void> {
      // A page asked for is never dropped unseen: read again meanwhile (a sync, an outbox change), the list keeps
      // its cards and its length, so the screen would not ask again; the page is asked for from the new list's end.
      while ((await loadPage(kind)) === 'superseded') await reading;
    },
    async dismiss(request: DncRequest): Promise<void> {
      const result = await client.call('dncRequests.dismiss', { callId: request.callId, limit: readAgainLimit() });
      if (result.ok) {
        accept(result.value);
        setProblem(undefined);
        setDone(request.contactName ? `Dismissed: ${request.contactName} stays as they are.` : 'Dismissed.');
      } else {
        setProblem(result.error.message);
        void reloadList();
      }
    },
    isSelected: (contactId: string) => selected().has(contactId),
    toggle(contactId: string, on: boolean) {
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(contactId);
        else next.delete(contactId);
        return next;
      });
    },
    selectedCount: () => selected().size,
    clearSelection: () => setSelected(new Set<string>()),
    clearDone: () => setDone(undefined),
  };
}

export type DncRequestsStore = ReturnType<typeof createDncRequestsStore>;
