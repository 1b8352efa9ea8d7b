import type { CallListRow } from './contract/query-methods';

/**
 * How a call's fields read in words, the same on screen and in exports:
 * the Calls table's column labels and its enumerations in plain words.
 */
export const CALL_COLUMN_LABELS = {
  time: 'Time',
  contact: 'Contact',
  agent: 'Agent',
  campaign: 'Campaign',
  direction: 'Direction',
  status: 'Status',
  duration: 'Duration',
  sentiment: 'Sentiment',
  cost: 'Cost',
} as const;

export type BaseCallColumnId = keyof typeof CALL_COLUMN_LABELS;

export const isBaseCallColumn = (id: string): id is BaseCallColumnId => Object.hasOwn(CALL_COLUMN_LABELS, id);

export const STATUS_WORDS: Record<CallListRow['call_status'], string> = {
  completed: 'Completed',
  voicemail: 'Voicemail',
  no_answer: 'No answer',
  busy: 'Busy',
  failed: 'Failed',
};
export const DIRECTION_WORDS: Record<CallListRow['direction'], string> = { inbound: 'Inbound', outbound: 'Outbound', web: 'Web' };
export const SENTIMENT_WORDS: Record<NonNullable<CallListRow['sentiment']>, string> = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' };

export const speakerWord = (speaker: string) => (speaker === 'agent' ? 'Agent' : speaker === 'caller' ? 'Caller' : speaker);
