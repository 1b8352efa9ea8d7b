import { COMPETITORS } from './phrase-banks';
import type { Random } from '../support/random';
import type { Script } from './script';
import type { TemplateVars } from '../support/template';
import {
  playAppointment,
  playCallback,
  playCancellation,
  playCompetitor,
  playComplaint,
  playDoNotCall,
  playGeneralQuestion,
  playLeadInterest,
  playNotInterested,
  playPricing,
  playWrongNumber,
} from './topic-scripts';
import { assertNever } from '../../shared/assert-never';

/**
 * What an answered call is about: the topics, how often each comes up, and
 * the phrases that mark them. A topic's script (topic-scripts.ts) writes its
 * part of the transcript and returns the sentiment and summary its outcome
 * implies, so the three always agree: a caller who asked to be removed from
 * the list is negative, a booked appointment is positive, and the summary
 * says what the transcript shows.
 */

export const CALL_TOPICS = [
  'appointment',
  'pricing',
  'cancellation',
  'complaint',
  'competitor',
  'callback',
  'wrong_number',
  'do_not_call',
  'not_interested',
  'general_question',
  'lead_interest',
] as const;
export type CallTopic = (typeof CALL_TOPICS)[number];

export type Sentiment = 'positive' | 'neutral' | 'negative';
export type CallDirection = 'inbound' | 'outbound' | 'web';

/**
 * Phrases every call on a topic contains at least one of (case-insensitive),
 * for tests that search transcripts. Empty: the topic has no fixed phrase.
 */
export const TOPIC_KEYWORDS: Record<CallTopic, readonly string[]> = {
  appointment: ['book', 'appointment'],
  pricing: ['price', 'how much'],
  cancellation: ['cancel'],
  complaint: ['complaint', 'disappointed', 'not happy'],
  competitor: COMPETITORS,
  callback: ['call me back', 'call back'],
  wrong_number: ['wrong number'],
  do_not_call: ['remove me from your list'],
  not_interested: ['not interested', 'all set'],
  general_question: [],
  lead_interest: [],
};

/** How often each topic comes up, by who started the call. */
export const TOPIC_MIX: Record<CallDirection, readonly (readonly [CallTopic, number])[]> = {
  inbound: [
    ['appointment', 30],
    ['pricing', 18],
    ['general_question', 14],
    ['cancellation', 9],
    ['complaint', 9],
    ['competitor', 5],
    ['callback', 8],
    ['wrong_number', 7],
  ],
  outbound: [
    ['appointment', 18],
    ['lead_interest', 16],
    ['pricing', 10],
    ['competitor', 10],
    ['callback', 14],
    ['not_interested', 12],
    ['do_not_call', 8],
    ['cancellation', 3],
    ['complaint', 3],
    ['wrong_number', 6],
  ],
  web: [
    ['pricing', 30],
    ['appointment', 22],
    ['general_question', 24],
    ['competitor', 10],
    ['complaint', 6],
    ['cancellation', 5],
    ['callback', 3],
  ],
};

/** The end of a topic's part of the call. */
export interface TopicOutcome {
  readonly sentiment: Sentiment;
  readonly summary: string;
  /** Whether the call carries on with side questions and a goodbye. */
  readonly carriesOn: boolean;
}

/** What a topic works with. */
export interface Scene {
  readonly rng: Random;
  readonly direction: CallDirection;
  readonly script: Script;
  readonly vars: TemplateVars;
  /** Whether the caller is a known contact (the name is theirs). */
  readonly known: boolean;
  /** The product description is short enough to read out. */
  readonly productSpeakable: boolean;
}

// --- dispatch --------------------------------------------------------------

export function playTopic(topic: CallTopic, scene: Scene): TopicOutcome {
  switch (topic) {
    case 'appointment':
      return playAppointment(scene);
    case 'pricing':
      return playPricing(scene);
    case 'cancellation':
      return playCancellation(scene);
    case 'complaint':
      return playComplaint(scene);
    case 'competitor':
      return playCompetitor(scene);
    case 'callback':
      return playCallback(scene);
    case 'wrong_number':
      return playWrongNumber(scene);
    case 'do_not_call':
      return playDoNotCall(scene);
    case 'not_interested':
      return playNotInterested(scene);
    case 'general_question':
      return playGeneralQuestion(scene);
    case 'lead_interest':
      return playLeadInterest(scene);
    default:
      return assertNever(topic, 'call topic');
  }
}
