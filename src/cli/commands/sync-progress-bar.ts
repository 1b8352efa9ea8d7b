import type { SyncProgressEvent } from '../../main/sync';

/**
 * The progress bar of `voicedesk sync`, drawn by hand on one line of stderr
 * (a library would be more code than this). Only on a terminal: piped
 * stderr gets no carriage-return noise. Redrawn at most ten times a second.
 */
export interface ProgressBar {
  show(event: SyncProgressEvent): void;
  /** Clears the line, so what follows starts on a clean line. */
  clear(): void;
}

const LABELS: Record<NonNullable<SyncProgressEvent['resource']>, string> = {
  agents: 'agents',
  campaigns: 'campaigns',
  contacts: 'contacts',
  calls: 'calls',
  transcripts: 'transcripts',
};

export function createProgressBar(stream: NodeJS.WriteStream, now: () => number = Date.now): ProgressBar {
  let lastDrawn = 0;
  let drawn = false;
  return {
    show(event) {
      if (!event.running || event.resource === null) return;
      const at = now();
      const finished = event.total !== null && event.done >= event.total;
      if (at - lastDrawn < 100 && !finished) return;
      lastDrawn = at;
      drawn = true;
      // A pseudo-terminal may report 0 columns: assume the classic 80.
      stream.write(`\r\x1b[K${describeProgress(event, stream.columns || 80)}`);
    },
    clear() {
      if (drawn) stream.write('\r\x1b[K');
      drawn = false;
    },
  };
}

/** One line: a bar (when the total is known), what is being done, counts, the window and the time left. */
export function describeProgress(event: SyncProgressEvent, columns: number): string {
  const what = `${LABELS[event.resource ?? 'agents']}${event.step === 'confirm' ? ' (checking deletions)' : event.step === 'details' && event.resource !== 'transcripts' ? ' (details)' : ''}${event.pass > 1 ? ` pass ${event.pass}` : ''}`;
  const count = event.total === null ? `${fmt(event.done)}` : `${fmt(event.done)}/${fmt(event.total)}`;
  const extras = [event.requestsLeftInWindow === null ? undefined : `${event.requestsLeftInWindow} requests left in window`, event.etaSeconds === null ? undefined : `ETA ${duration(event.etaSeconds)}`]
    .filter(Boolean)
    .join(' · ');
  const text = `${what} ${count}${extras ? ` · ${extras}` : ''}`;
  const width = Math.max(10, Math.min(30, columns - text.length - 4));
  if (event.total === null || event.total === 0 || columns < text.length + 14) return text.slice(0, Math.max(0, columns - 1));
  const filled = Math.round((Math.min(event.done, event.total) / event.total) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}`;
}

function fmt(value: number): string {
  return value.toLocaleString('en-US');
}

function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
