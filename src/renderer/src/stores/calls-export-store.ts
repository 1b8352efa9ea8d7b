import { createSignal } from 'solid-js';
import type { CallFilter, CallSort } from '../../../shared/contract/query-methods';
import type { CoreClient } from '../api/core-client';
import { downloadFile, fileNameText, today } from '../calls/download-file';

/**
 * Exporting the calls the table's filter selects to a CSV file, with the
 * table's columns under their labels and times in the user's zone: first how
 * many ("Export 1,234 calls to CSV?"), then, once confirmed, the core's CSV
 * a page at a time (`calls.exportCsv`), joined into one file the browser
 * downloads. Each page is a request of its own, so the page stays
 * responsive and shows its progress however many calls there are, and the
 * export can be stopped between pages.
 */
export const EXPORT_PAGE = 100;

export type ExportState =
  | { step: 'idle' }
  | { step: 'counting' }
  | { step: 'confirm'; total: number }
  | { step: 'exporting'; done: number; total: number }
  | { step: 'done'; rows: number; fileName: string }
  | { step: 'stopped' }
  | { step: 'error'; message: string };

export interface ExportRequest {
  filter: CallFilter;
  sort: CallSort;
  /** The table's shown columns, in order, under their labels (a tracker's becomes its two counts). */
  columns: { id: string; label: string }[];
}

/**
 * What the file holds, in its name: "calls matching 'cancel' 2026-11-25.csv",
 * "calls (filtered) 2026-11-25.csv", "calls 2026-11-25.csv".
 */
export function exportFileName(filter: CallFilter, day: string): string {
  const search = fileNameText((filter.text ?? '').replaceAll('"', ' '), 40);
  const filtered = Object.entries(filter).some(([key, value]) => key !== 'text' && value !== undefined);
  return `calls${search === '' ? '' : ` matching '${search}'`}${filtered ? ' (filtered)' : ''} ${day}.csv`;
}

export function createCallsExportStore(client: CoreClient) {
  const [state, setState] = createSignal<ExportState>({ step: 'idle' });
  let request: ExportRequest | undefined;
  let run = 0;

  async function write(mine: number, total: number) {
    const input = request as ExportRequest;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // Each page becomes a Blob as it arrives: turning all the text into one
    // file at the end took 0.4 s of the page's main thread for 60 MB.
    const parts: Blob[] = [];
    let done = 0;
    let after: string | undefined;
    setState({ step: 'exporting', done, total });
    for (;;) {
      // Times in the file are the user's local time, as on screen (in browser mode, the core may run in another zone).
      const page = await client.call('calls.exportCsv', { ...input, timeZone, limit: EXPORT_PAGE, ...(after === undefined ? {} : { after }) });
      if (mine !== run) return;
      if (!page.ok) {
        setState({ step: 'error', message: page.error.message });
        return;
      }
      parts.push(new Blob([page.value.csv]));
      done += page.value.rows;
      // The sync may add calls while the file is written: the total grows with them.
      setState({ step: 'exporting', done, total: Math.max(total, done) });
      if (page.value.nextCursor === null) break;
      after = page.value.nextCursor;
    }
    const fileName = exportFileName(input.filter, today());
    downloadFile(fileName, parts, 'text/csv;charset=utf-8');
    setState({ step: 'done', rows: done, fileName });
  }

  return {
    state,
    /** Counts the calls to export and asks to confirm. */
    async start(next: ExportRequest) {
      const mine = ++run;
      request = next;
      setState({ step: 'counting' });
      const count = await client.call('calls.count', { filter: next.filter });
      if (mine !== run) return;
      if (!count.ok) setState({ step: 'error', message: count.error.message });
      else setState({ step: 'confirm', total: count.value.total });
    },
    async confirm() {
      const current = state();
      if (current.step !== 'confirm' || current.total === 0) return;
      await write(run, current.total);
    },
    /** Cancels before it starts, or stops between pages; nothing is downloaded. */
    cancel() {
      const step = state().step;
      run++;
      setState(step === 'exporting' ? { step: 'stopped' } : { step: 'idle' });
    },
    dismiss() {
      run++;
      setState({ step: 'idle' });
    },
  };
}

export type CallsExportStore = ReturnType<typeof createCallsExportStore>;
