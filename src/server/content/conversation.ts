import { CALL_STATUS_MIX, callCost, type CallStatus } from './call-outcomes';
import { TOPIC_MIX, playTopic, type CallDirection, type CallTopic, type Scene, type Sentiment, type TopicOutcome } from './call-topics';
import { SMALL_TALK } from './topic-scripts';
import { drawCallVars, type CallVars } from './call-vars';
import * as bank from './phrase-banks';
import { weightedTable, type Random } from '../support/random';
import { Script, timeScript, type TranscriptLine } from './script';
import { compileAll } from '../support/template';
import { assertNever } from '../../shared/assert-never';

/**
 * One call record's content: how it ended, what was said, how long it took,
 * what it cost, and how it went. The parts agree with each other: the
 * duration covers the last line of the transcript, the sentiment follows the
 * conversation's outcome, the summary retells it, and a call nobody answered
 * has no transcript, no duration and no cost.
 */

export interface CallContext {
  direction: CallDirection;
  /** The name the agent introduces itself with (`assistant_name`). */
  agentName: string;
  companyName: string;
  /** The contact's first name; null or absent for an unknown caller. */
  contactFirstName?: string | null;
  /** The agent's or campaign's objective; steers what calls are about. */
  objective?: string | null;
  productDescription?: string | null;
}

export interface FakeCall {
  call_status: CallStatus;
  sentiment: Sentiment;
  duration_seconds: number;
  cost: number;
  summary: string;
  transcript: TranscriptLine[];
  /** What the conversation was about; null when there was no conversation. Not an API field. */
  topic: CallTopic | null;
}

const pickStatus: Record<CallDirection, (rng: Random) => CallStatus> = {
  inbound: weightedTable(CALL_STATUS_MIX.inbound),
  outbound: weightedTable(CALL_STATUS_MIX.outbound),
  web: weightedTable(CALL_STATUS_MIX.web),
};

export function fakeCall(rng: Random, context: CallContext): FakeCall {
  const status = pickStatus[context.direction](rng);
  switch (status) {
    case 'completed':
      return conversation(rng, context);
    case 'voicemail':
      return voicemail(rng, context);
    case 'no_answer':
    case 'busy':
    case 'failed':
      return unconnected(status, context.direction);
    default:
      return assertNever(status, 'call status');
  }
}

const greetings = { inbound: compileAll(bank.INBOUND_GREETINGS), web: compileAll(bank.WEB_GREETINGS) };
const pickUps = compileAll(bank.PICK_UPS);
const introductions = { named: compileAll(bank.OUTBOUND_INTRODUCTIONS_NAMED), anonymous: compileAll(bank.OUTBOUND_INTRODUCTIONS_ANONYMOUS) };
const goAheads = compileAll(bank.GO_AHEADS);
const anythingElse = compileAll(bank.ANYTHING_ELSE);
const farewells = compileAll(bank.CALLER_FAREWELLS);
const foreignFarewells = compileAll(bank.NON_ASCII_FAREWELLS);
const goodbyes = {
  inbound: compileAll(bank.AGENT_GOODBYES_INBOUND),
  outbound: compileAll(bank.AGENT_GOODBYES_OUTBOUND),
  outboundAnonymous: compileAll(bank.AGENT_GOODBYES_OUTBOUND.filter((line) => !line.includes('{name}'))),
};
const voicemails = { named: compileAll(bank.VOICEMAIL_MESSAGES_NAMED), anonymous: compileAll(bank.VOICEMAIL_MESSAGES_ANONYMOUS) };
const voicemailSummaries = compileAll(['Reached {callerPossessive} voicemail. {agent} left a message about {service}.']);

/** Topics where the person who picks up gets straight to the point. */
const BLUNT_TOPICS: ReadonlySet<CallTopic> = new Set(['wrong_number', 'do_not_call', 'callback', 'complaint']);

const smallTalkCount = weightedTable([
  [0, 30],
  [1, 28],
  [2, 20],
  [3, 10],
  [4, 6],
  [6, 4],
  [8, 2],
]);

const MAX_TURNS = 30;
const CLOSING_TURNS = 3;
const FOREIGN_FAREWELL = 0.06;

function conversation(rng: Random, context: CallContext): FakeCall {
  const drawn = drawCallVars(rng, context);
  const topic = topicPicker(context)(rng);
  const script = new Script();
  const scene: Scene = { rng, direction: context.direction, script, vars: drawn.vars, known: drawn.known, productSpeakable: drawn.productSpeakable };

  open(scene, drawn, topic);
  const result: TopicOutcome = playTopic(topic, scene);
  if (result.carriesOn) {
    smallTalk(scene);
    close(scene, drawn);
  }

  const firstTurn = context.direction === 'outbound' ? rng.int(4, 15) : rng.int(3, 12);
  const { transcript, durationSeconds } = timeScript(rng, script, firstTurn);
  return {
    call_status: 'completed',
    sentiment: result.sentiment,
    duration_seconds: durationSeconds,
    cost: callCost('completed', durationSeconds),
    summary: result.summary,
    transcript,
    topic,
  };
}

function open(scene: Scene, drawn: CallVars, topic: CallTopic): void {
  const { rng, script, vars } = scene;
  if (scene.direction !== 'outbound') {
    script.say('agent', rng.pick(greetings[scene.direction])(vars));
    return;
  }
  script.say('caller', rng.pick(pickUps)(vars));
  script.say('agent', rng.pick(drawn.known ? introductions.named : introductions.anonymous)(vars));
  if (!BLUNT_TOPICS.has(topic)) script.say('caller', rng.pick(goAheads)(vars));
}

function smallTalk(scene: Scene): void {
  const budget = Math.floor((MAX_TURNS - CLOSING_TURNS - scene.script.turns) / 2);
  const count = Math.max(0, Math.min(smallTalkCount(scene.rng), budget));
  for (const [question, answer] of scene.rng.sample(SMALL_TALK, count)) {
    scene.script.say('caller', question(scene.vars));
    scene.script.say('agent', answer(scene.vars));
  }
}

function close(scene: Scene, drawn: CallVars): void {
  const { rng, script, vars } = scene;
  script.say('agent', rng.pick(anythingElse)(vars));
  script.say('caller', rng.pick(rng.chance(FOREIGN_FAREWELL) ? foreignFarewells : farewells)(vars));
  const agentGoodbyes = scene.direction !== 'outbound' ? goodbyes.inbound : drawn.known ? goodbyes.outbound : goodbyes.outboundAnonymous;
  script.say('agent', rng.pick(agentGoodbyes)(vars));
}

function voicemail(rng: Random, context: CallContext): FakeCall {
  const drawn = drawCallVars(rng, context);
  const script = new Script();
  script.say('agent', rng.pick(drawn.known ? voicemails.named : voicemails.anonymous)(drawn.vars));
  // The mailbox greeting and the beep come first; they are not the agent's words.
  const { transcript, durationSeconds } = timeScript(rng, script, rng.int(60, 220));
  return {
    call_status: 'voicemail',
    sentiment: 'neutral',
    duration_seconds: durationSeconds,
    cost: callCost('voicemail', durationSeconds),
    summary: rng.pick(voicemailSummaries)(drawn.vars),
    transcript,
    topic: null,
  };
}

const UNCONNECTED_SUMMARIES: Record<'no_answer' | 'busy' | 'failed', { placed: string; received: string }> = {
  no_answer: { placed: 'No answer: the call rang out without being picked up.', received: 'The caller hung up before the call was answered.' },
  busy: { placed: 'The line was busy; no conversation took place.', received: 'All lines were busy and the caller could not get through.' },
  failed: { placed: 'The call failed to connect.', received: 'The call dropped before it could be connected.' },
};

function unconnected(status: 'no_answer' | 'busy' | 'failed', direction: CallDirection): FakeCall {
  const summaries = UNCONNECTED_SUMMARIES[status];
  return {
    call_status: status,
    sentiment: 'neutral',
    duration_seconds: 0,
    cost: callCost(status, 0),
    summary: direction === 'outbound' ? summaries.placed : summaries.received,
    transcript: [],
    topic: null,
  };
}

// An objective about bookings makes booking calls likelier; one about leads,
// demos or quotes makes follow-up calls likelier. One picker per direction and bias.
const BOOKING_OBJECTIVE = /\b(book|appointment|schedul|remind|check-up|due)/i;
const LEAD_OBJECTIVE = /\b(lead|demo|trial|quote|interest|sign-up)/i;
const topicPickers = new Map<string, (rng: Random) => CallTopic>();

function topicPicker(context: CallContext): (rng: Random) => CallTopic {
  const objective = context.objective ?? '';
  const booking = BOOKING_OBJECTIVE.test(objective);
  const leads = LEAD_OBJECTIVE.test(objective);
  const key = `${context.direction}:${booking}:${leads}`;
  let picker = topicPickers.get(key);
  if (picker === undefined) {
    picker = weightedTable(
      TOPIC_MIX[context.direction].map(([topic, weight]) => {
        if (booking && topic === 'appointment') return [topic, weight * 2] as const;
        if (leads && topic === 'lead_interest') return [topic, weight * 1.6] as const;
        return [topic, weight] as const;
      }),
    );
    topicPickers.set(key, picker);
  }
  return picker;
}
