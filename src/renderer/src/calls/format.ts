import { callerLabel } from '../../../shared/caller-label';
import { DIRECTION_WORDS, SENTIMENT_WORDS, speakerWord, STATUS_WORDS } from '../../../shared/call-words';
import type { CallDetail, CallListRow } from '../../../shared/contract/query-methods';

/** How calls' fields read on screen: plain words, the user's locale. */

const statusLabels = STATUS_WORDS;
const directionLabels = DIRECTION_WORDS;
const sentimentLabels = SENTIMENT_WORDS;

export const STATUS_OPTIONS = Object.entries(statusLabels) as [CallListRow['call_status'], string][];
export const DIRECTION_OPTIONS = Object.entries(directionLabels) as [CallListRow['direction'], string][];
export const SENTIMENT_OPTIONS = Object.entries(sentimentLabels) as [NonNullable<CallListRow['sentiment']>, string][];

export const statusLabel = (status: CallListRow['call_status']) => statusLabels[status];
export const directionLabel = (direction: CallListRow['direction']) => directionLabels[direction];
export const sentimentLabel = (sentiment: CallListRow['sentiment']) => (sentiment === null ? '—' : sentimentLabels[sentiment]);

/** The contact's name, else the caller's number, else "Web visitor" / "Unknown caller" (src/shared/caller-label.ts says why). */
export const contactLabel = callerLabel;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
// The API gives a cost without its currency, so none is shown.
const money = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 4 });

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** 0:05, 12:34, 1:02:03 */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Transcript timestamps: mm:ss from the start of the call. */
export function formatOffset(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export const formatCost = (cost: number) => money.format(cost);

export const speakerLabel = (speaker: 'agent' | 'caller') => speakerWord(speaker);

/** The transcript as plain text, one turn a line, for the clipboard. */
export function transcriptText(call: CallDetail): string {
  const title = `Call with ${contactLabel(call)}, ${formatTime(call.start_timestamp)}`;
  const lines = call.transcript.map((turn) => `[${formatOffset(turn.timestamp)}] ${speakerLabel(turn.speaker)}: ${turn.text}`);
  return [title, ...(call.summary ? ['', `Summary: ${call.summary}`] : []), '', ...lines].join('\n');
}

/** "about 3 min left" for a sync's ETA. */
export function formatEta(seconds: number): string {
  if (seconds < 60) return 'less than a minute left';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `about ${minutes} min left`;
  return `about ${Math.round(minutes / 60)} h left`;
}
