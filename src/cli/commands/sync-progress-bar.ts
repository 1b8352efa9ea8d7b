import type { SyncProgressEvent } from '../../main/sync';
import { createTerminalLine, withBar } from './terminal-line';

/**
 * The progress bar of `voicedesk sync`, on one line of stderr
 * (terminal-line.ts): only on a terminal, at most ten times a second.
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
  const line = createTerminalLine(stream, now);
  return {
    show(event) {
      if (!event.running || event.resource === null) return;
      line.draw((columns) => describeProgress(event, columns), event.total !== null && event.done >= event.total);
    },
    clear: () => line.clear(),
  };
}

/** One line: a bar (when the total is known), what is being done, counts, the window and the time left. */
export function describeProgress(event: SyncProgressEvent, columns: number): string {
  const what = `${LABELS[event.resource ?? 'agents']}${event.step === 'confirm' ? ' (checking deletions)' : event.step === 'details' && event.resource !== 'transcripts' ? ' (details)' : ''}${event.pass > 1 ? ` pass ${event.pass}` : ''}`;
  const count = event.total === null ? `${fmt(event.done)}` : `${fmt(event.done)}/${fmt(event.total)}`;
  const extras = [event.requestsLeftInWindow === null ? undefined : `${event.requestsLeftInWindow} requests left in window`, event.etaSeconds === null ? undefined : `ETA ${duration(event.etaSeconds)}`]
    .filter(Boolean)
    .join(' · ');
  return withBar(event.done, event.total, `${what} ${count}${extras ? ` · ${extras}` : ''}`, columns);
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
