import { createSignal } from 'solid-js';
import type { CallDetail, CallHighlight, TextSegment } from '../../../shared/contract/query-methods';
import type { CoreClient } from '../api/core-client';
import { downloadFile, fileNameText } from '../calls/download-file';
import { callerLabel } from '../../../shared/caller-label';
import { localClock, localDate } from '../../../shared/local-time';
import { transcriptText } from '../calls/format';
import { isRecordId } from '../../../shared/links/deep-link';

/**
 * The call the user opened: its record from the mirror and, when the mirror
 * lacks its transcript, the fetch that brings it ahead of the background
 * sync (`calls.open`). When that fetch fails (offline), the call is shown
 * without its transcript and the reason is kept for the view to say. A call
 * the mirror lacks altogether (a link to it arrived before the sync) is
 * fetched the same way; offline, the view says it is not here yet, and the
 * next refresh (after a sync) tries again.
 *
 * With a search, the hits are numbered in reading order (summary, then the
 * turns) for next and previous match.
 */
export type CallViewState = 'closed' | 'loading' | 'fetching' | 'ready' | 'missing' | 'error';

/** A piece of text; a hit carries its number among the call's matches. */
export interface MarkedSegment extends TextSegment {
  match: number | null;
}

export interface CallMarks {
  summary: MarkedSegment[] | null;
  /** By transcript position; turns without a hit are absent. */
  turns: Map<number, MarkedSegment[]>;
  count: number;
}

const NO_MARKS: CallMarks = { summary: null, turns: new Map(), count: 0 };

export function createCallViewStore(client: CoreClient) {
  const [openId, setOpenId] = createSignal<string | null>(null);
  const [query, setQuery] = createSignal('');
  const [state, setState] = createSignal<CallViewState>('closed');
  const [call, setCall] = createSignal<CallDetail | undefined>();
  const [problem, setProblem] = createSignal<string | undefined>();
  const [fetchProblem, setFetchProblem] = createSignal<string | undefined>();
  const [marks, setMarks] = createSignal<CallMarks>(NO_MARKS);
  const [currentMatch, setCurrentMatch] = createSignal(0);
  /** The search the marks shown belong to: while a new search's hits load, the old ones are not counted as the new one's. */
  const [markedQuery, setMarkedQuery] = createSignal('');
  /** What the last copy or download did, in words. */
  const [actionStatus, setActionStatus] = createSignal<string | undefined>();
  let generation = 0;
  let marksRun = 0;

  async function load(id: string, quiet: boolean) {
    const mine = ++generation;
    if (!quiet) setState('loading');
    let result = await client.call('calls.get', { id });
    if (mine !== generation) return;
    if (result.ok && result.value && !result.value.detail_fetched) {
      // Not in the mirror yet: ask for it first in line, then read it again.
      setCall(result.value);
      setState('fetching');
      const opened = await client.call('calls.open', { id });
      if (mine !== generation) return;
      if (opened.ok) {
        setFetchProblem(undefined);
        result = await client.call('calls.get', { id });
        if (mine !== generation) return;
      } else {
        setFetchProblem(opened.error.message);
      }
    }
    if (!result.ok) {
      setProblem(result.error.message);
      setState('error');
      return;
    }
    if (result.value === null && isRecordId('calls', id)) {
      setCall(undefined);
      setState('fetching');
      const opened = await client.call('calls.open', { id });
      if (mine !== generation) return;
      // The service has no such call: "missing" says so; any other failure (offline) is said, and tried again later.
      setFetchProblem(opened.ok || opened.error.code === 'not_found' ? undefined : opened.error.message);
      if (opened.ok) {
        result = await client.call('calls.get', { id });
        if (mine !== generation) return;
        if (!result.ok) {
          setProblem(result.error.message);
          setState('error');
          return;
        }
      }
    }
    if (result.value === null) {
      setCall(undefined);
      setState('missing');
      return;
    }
    setCall(result.value);
    setState('ready');
    await loadMarks(id);
  }

  /** The hits of the current query in the open call; a newer query or call makes an older answer moot. */
  async function loadMarks(id: string) {
    const mine = ++marksRun;
    const text = query();
    if (text.trim() === '') {
      setMarks(NO_MARKS);
      setMarkedQuery('');
      setCurrentMatch(0);
      return;
    }
    const highlight = await client.call('calls.highlight', { id, query: text });
    if (mine !== marksRun || id !== openId()) return;
    setMarks(highlight.ok && highlight.value ? numberMatches(highlight.value) : NO_MARKS);
    setMarkedQuery(text);
    setCurrentMatch(0);
  }

  const step = (delta: number) => {
    const count = marks().count;
    if (count > 0) setCurrentMatch((index) => (index + delta + count) % count);
  };

  return {
    openId,
    query,
    state,
    call,
    problem,
    fetchProblem,
    marks,
    markedQuery,
    currentMatch,
    actionStatus,
    /** Opens a call; `text` is the search that found it, to highlight. */
    open(id: string, text = '') {
      setOpenId(id);
      setQuery(text);
      setCall(undefined);
      setProblem(undefined);
      setFetchProblem(undefined);
      setActionStatus(undefined);
      setMarks(NO_MARKS);
      setMarkedQuery('');
      setCurrentMatch(0);
      marksRun++;
      void load(id, false);
    },
    /** A new search while the call stays open: its hits are marked again, without reading the call again. */
    setQuery(text: string) {
      if (text === query()) return;
      setQuery(text);
      const id = openId();
      // A call still loading marks the new query once it is read.
      if (id !== null && state() === 'ready') void loadMarks(id);
    },
    close() {
      generation++;
      setOpenId(null);
      setState('closed');
      setCall(undefined);
    },
    /** Reads the open call again when it lacks its transcript (a sync may have brought it). */
    refresh() {
      const id = openId();
      if (id !== null && ((state() === 'ready' && call()?.detail_fetched === false) || (state() === 'missing' && fetchProblem() !== undefined))) void load(id, true);
    },
    nextMatch: () => step(1),
    previousMatch: () => step(-1),
    async copyTranscript() {
      const detail = call();
      if (!detail) return;
      try {
        await navigator.clipboard.writeText(transcriptText(detail));
        setActionStatus('Transcript copied.');
      } catch {
        setActionStatus('The transcript could not be copied: this window may not use the clipboard.');
      }
    },
    /**
     * Saves the call as a file: `text` is the transcript as copied (with the
     * summary), `json` the call as the app holds it (its fields, names,
     * summary and transcript turn by turn).
     */
    exportCall(format: 'text' | 'json') {
      const detail = call();
      if (!detail) return;
      // Named for what it holds: who the call was with and when ("call with Ada Lovelace 2026-11-25 14.03.txt").
      const when = `${localDate(detail.start_timestamp)} ${localClock(detail.start_timestamp)}`.trim();
      const fileName = `call with ${fileNameText(callerLabel(detail))} ${when}.${format === 'text' ? 'txt' : 'json'}`;
      if (format === 'text') downloadFile(fileName, [transcriptText(detail)], 'text/plain;charset=utf-8');
      else downloadFile(fileName, [`${JSON.stringify(detail, null, 2)}\n`], 'application/json');
      setActionStatus(`Saved ${fileName} in your downloads.`);
    },
  };
}

/** Numbers the hits in reading order: the summary's first, then each turn's. */
export function numberMatches(highlight: CallHighlight): CallMarks {
  let count = 0;
  const number = (segments: TextSegment[]): MarkedSegment[] => segments.map((segment) => ({ ...segment, match: segment.hit ? count++ : null }));
  const summary = highlight.summary.length > 0 ? number(highlight.summary) : null;
  const turns = new Map<number, MarkedSegment[]>();
  for (const entry of [...highlight.entries].sort((a, b) => a.position - b.position)) turns.set(entry.position, number(entry.segments));
  return { summary, turns, count };
}

export type CallViewStore = ReturnType<typeof createCallViewStore>;
