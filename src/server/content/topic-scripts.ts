// Long but flat: eleven parallel topics, each a phrase table beside the short function that plays it; splitting would scatter one pattern across files.
import type { Scene, Sentiment, TopicOutcome } from './call-topics';
import * as bank from './phrase-banks';
import { compileAll, compileTemplate, type CompiledTemplate } from '../support/template';

/**
 * How each kind of conversation goes, one function per topic: the lines it
 * adds to the script, in order, and the outcome they lead to. Each outcome
 * names its sentiment and summary right where the caller's last line is
 * chosen, so the three cannot drift apart.
 */

type Phrases = readonly CompiledTemplate[];

const c = compileAll;
const pairs = (list: readonly (readonly [string, string])[]) => list.map(([a, b]) => [compileTemplate(a), compileTemplate(b)] as const);

/** Side questions, compiled: caller asks, agent answers. */
export const SMALL_TALK = pairs(bank.SMALL_TALK);

function agent(scene: Scene, phrases: Phrases): void {
  scene.script.say('agent', scene.rng.pick(phrases)(scene.vars));
}

function caller(scene: Scene, phrases: Phrases): void {
  scene.script.say('caller', scene.rng.pick(phrases)(scene.vars));
}

function outcome(scene: Scene, sentiment: Sentiment, summaries: Phrases, carriesOn = true): TopicOutcome {
  return { sentiment, summary: scene.rng.pick(summaries)(scene.vars), carriesOn };
}

const isOutbound = (scene: Scene) => scene.direction === 'outbound';

// --- appointment -----------------------------------------------------------

const appointment = {
  requests: c(bank.APPOINTMENT_REQUESTS),
  offers: c(bank.APPOINTMENT_OFFERS),
  pitches: c(bank.APPOINTMENT_OUTBOUND_PITCHES),
  accept: c(bank.SLOT_ACCEPTANCES),
  detailsAsk: c(bank.DETAILS_REQUESTS),
  details: c(bank.DETAILS_ANSWERS),
  confirm: c(bank.BOOKING_CONFIRMATIONS),
  noSlot: c(bank.NO_SUITABLE_SLOT),
  waitlist: c(bank.WAITLIST_OFFERS),
  booked: c(['{Caller} booked {service} for {slot}. {agent} confirmed the appointment and a text reminder will follow.', '{Caller} scheduled {service} on {slot}; the booking was confirmed by text.']),
  bookedOutbound: c(['{agent} reminded {caller} that {service} was due, and {caller} booked {slot}. Confirmation sent by text.']),
  waitlisted: c(['{Caller} wanted to book {service} but none of the offered times worked. {Caller} was added to the waitlist.']),
};

export function playAppointment(scene: Scene): TopicOutcome {
  if (isOutbound(scene)) agent(scene, appointment.pitches);
  else {
    caller(scene, appointment.requests);
    agent(scene, appointment.offers);
  }
  if (scene.rng.chance(0.15)) {
    caller(scene, appointment.noSlot);
    agent(scene, appointment.waitlist);
    return outcome(scene, 'neutral', appointment.waitlisted);
  }
  caller(scene, appointment.accept);
  if (!isOutbound(scene) || !scene.known) {
    agent(scene, appointment.detailsAsk);
    caller(scene, appointment.details);
  }
  agent(scene, appointment.confirm);
  return outcome(scene, 'positive', isOutbound(scene) ? appointment.bookedOutbound : appointment.booked);
}

// --- pricing ---------------------------------------------------------------

const pricing = {
  questions: c(bank.PRICE_QUESTIONS),
  answers: c(bank.PRICE_ANSWERS),
  free: c(bank.FREE_PRICE_ANSWERS),
  followUps: pairs(bank.PRICE_FOLLOW_UPS),
  accept: c(bank.PRICE_ACCEPTANCES),
  hesitate: c(bank.PRICE_HESITATIONS),
  object: c(bank.PRICE_OBJECTIONS),
  confirm: c(bank.BOOKING_CONFIRMATIONS),
  outboundLead: c(bank.LEAD_PITCHES),
  booked: c(['{Caller} asked about the price of {service}; {agent} quoted {price}. {Caller} went ahead and booked for {slot}.']),
  thinking: c(['{Caller} asked how much {service} costs and was quoted {price}. {Caller} wants to think it over.']),
  tooExpensive: c(['{Caller} asked about pricing for {service} and found {price} too expensive. No booking was made.']),
  freeAsked: c(['{Caller} asked about the price of {service}; {agent} explained it is free. {Caller} booked for {slot}.']),
};

export function playPricing(scene: Scene): TopicOutcome {
  const { rng } = scene;
  if (isOutbound(scene)) agent(scene, pricing.outboundLead);
  caller(scene, pricing.questions);
  const free = scene.vars.price === '';
  agent(scene, free ? pricing.free : pricing.answers);
  if (rng.chance(0.5)) {
    const [question, answer] = rng.pick(pricing.followUps);
    scene.script.say('caller', question(scene.vars));
    scene.script.say('agent', answer(scene.vars));
  }
  if (free) {
    caller(scene, pricing.accept);
    agent(scene, pricing.confirm);
    return outcome(scene, 'positive', pricing.freeAsked);
  }
  const roll = rng.next();
  if (roll < 0.4) {
    caller(scene, pricing.accept);
    agent(scene, pricing.confirm);
    return outcome(scene, 'positive', pricing.booked);
  }
  if (roll < 0.8) {
    caller(scene, pricing.hesitate);
    return outcome(scene, 'neutral', pricing.thinking);
  }
  caller(scene, pricing.object);
  return outcome(scene, 'negative', pricing.tooExpensive);
}

// --- cancellation ----------------------------------------------------------

const cancellation = {
  requests: c(bank.CANCELLATION_REQUESTS),
  why: c(bank.CANCELLATION_REASON_QUESTIONS),
  calm: c(bank.CANCELLATION_REASONS_CALM),
  unhappy: c(bank.CANCELLATION_REASONS_UNHAPPY),
  offer: c(bank.RESCHEDULE_OFFERS),
  accept: c(bank.RESCHEDULE_ACCEPTANCES),
  insist: c(bank.CANCELLATION_INSISTS),
  confirm: c(bank.CANCELLATION_CONFIRMATIONS),
  outboundPrompt: c(['Hi, I’m calling to confirm your upcoming {serviceBare} on {slot}.']),
  rescheduled: c(['{Caller} called to cancel {service} but agreed to reschedule to {altSlot} instead.', '{Caller} wanted to cancel; {agent} offered {altSlot} and {caller} rescheduled.']),
  cancelled: c(['{Caller} cancelled {service} for personal reasons. {agent} confirmed the cancellation by email.']),
  cancelledUnhappy: c(['{Caller} cancelled {service} after a poor previous experience and declined to reschedule.']),
};

export function playCancellation(scene: Scene): TopicOutcome {
  if (isOutbound(scene)) agent(scene, cancellation.outboundPrompt);
  caller(scene, cancellation.requests);
  agent(scene, cancellation.why);
  const unhappy = scene.rng.chance(0.3);
  caller(scene, unhappy ? cancellation.unhappy : cancellation.calm);
  if (!unhappy) {
    agent(scene, cancellation.offer);
    if (scene.rng.chance(0.45)) {
      caller(scene, cancellation.accept);
      return outcome(scene, 'positive', cancellation.rescheduled);
    }
    caller(scene, cancellation.insist);
  }
  agent(scene, cancellation.confirm);
  return unhappy ? outcome(scene, 'negative', cancellation.cancelledUnhappy) : outcome(scene, 'neutral', cancellation.cancelled);
}

// --- complaint -------------------------------------------------------------

const complaint = {
  openers: c(bank.COMPLAINT_OPENERS),
  empathy: c(bank.EMPATHY_LINES),
  details: c(bank.COMPLAINT_DETAILS),
  escalate: c(bank.ESCALATIONS),
  stillUnhappy: c(bank.COMPLAINT_STILL_UNHAPPY),
  remedy: c(bank.COMPLAINT_REMEDIES),
  softened: c(bank.COMPLAINT_SOFTENED),
  escalated: c(['{Caller} complained about {issue}. {agent} apologised and escalated it to the manager for follow-up within 24 hours.']),
  resolved: c(['{Caller} complained about {issue}. {agent} apologised and resolved it on the call with a refund or credit.']),
};

export function playComplaint(scene: Scene): TopicOutcome {
  caller(scene, complaint.openers);
  agent(scene, complaint.empathy);
  caller(scene, complaint.details);
  if (scene.rng.chance(0.3)) {
    agent(scene, complaint.remedy);
    caller(scene, complaint.softened);
    return outcome(scene, 'neutral', complaint.resolved);
  }
  agent(scene, complaint.escalate);
  caller(scene, complaint.stillUnhappy);
  return outcome(scene, 'negative', complaint.escalated);
}

// --- competitor ------------------------------------------------------------

const competitor = {
  inbound: c(bank.COMPETITOR_MENTIONS_INBOUND),
  outbound: c(bank.COMPETITOR_MENTIONS_OUTBOUND),
  pitch: c(bank.LEAD_PITCHES),
  rebuttal: c(bank.COMPETITOR_REBUTTALS),
  won: c(bank.COMPETITOR_WON),
  stays: c(bank.COMPETITOR_STAYS),
  annoyed: c(bank.COMPETITOR_ANNOYED),
  wonSummary: c(['{Caller} currently uses {competitor}. After hearing about our {perk}, {caller} is interested and asked for next steps.']),
  staysSummary: c(['{Caller} is staying with {competitor} for now but was open to hearing from us later.']),
  annoyedSummary: c(['{Caller} is happy with {competitor} and was irritated by the pitch. Not interested.']),
};

export function playCompetitor(scene: Scene): TopicOutcome {
  if (isOutbound(scene)) {
    agent(scene, competitor.pitch);
    caller(scene, competitor.outbound);
  } else {
    caller(scene, competitor.inbound);
  }
  agent(scene, competitor.rebuttal);
  const roll = scene.rng.next();
  if (roll < 0.35) {
    caller(scene, competitor.won);
    return outcome(scene, 'positive', competitor.wonSummary);
  }
  if (roll < 0.8) {
    caller(scene, competitor.stays);
    return outcome(scene, 'neutral', competitor.staysSummary);
  }
  caller(scene, competitor.annoyed);
  return outcome(scene, 'negative', competitor.annoyedSummary, false);
}

// --- callback --------------------------------------------------------------

const callback = {
  outbound: c(bank.CALLBACK_REQUESTS_OUTBOUND),
  inbound: c(bank.CALLBACK_REQUESTS_INBOUND),
  confirm: c(bank.CALLBACK_CONFIRMATIONS),
  outboundSummary: c(['{Caller} was busy and asked to be called back {callbackTime}. A callback was scheduled.']),
  inboundSummary: c(['{Caller} asked for a callback from the team {callbackTime}. {agent} scheduled it.']),
};

export function playCallback(scene: Scene): TopicOutcome {
  caller(scene, isOutbound(scene) ? callback.outbound : callback.inbound);
  agent(scene, callback.confirm);
  return isOutbound(scene) ? outcome(scene, 'neutral', callback.outboundSummary, false) : outcome(scene, 'neutral', callback.inboundSummary);
}

// --- wrong number ----------------------------------------------------------

const wrongNumber = {
  outbound: c(bank.WRONG_NUMBER_OUTBOUND),
  outboundAnonymous: c(bank.WRONG_NUMBER_OUTBOUND_ANONYMOUS),
  apology: c(bank.WRONG_NUMBER_AGENT_APOLOGIES),
  question: c(bank.WRONG_NUMBER_INBOUND_QUESTIONS),
  notUs: c(bank.NOT_US_REPLIES),
  reply: c(bank.WRONG_NUMBER_INBOUND_REPLIES),
  outboundSummary: c(['Wrong number: the person who answered is not {name}. Contact details need updating.']),
  outboundAnonymousSummary: c(['Wrong number: the person who answered was not the intended contact. Contact details need updating.']),
  inboundSummary: c(['The caller dialled a wrong number looking for another business and hung up.']),
};

export function playWrongNumber(scene: Scene): TopicOutcome {
  if (isOutbound(scene)) {
    caller(scene, scene.known ? wrongNumber.outbound : wrongNumber.outboundAnonymous);
    agent(scene, wrongNumber.apology);
    return outcome(scene, 'neutral', scene.known ? wrongNumber.outboundSummary : wrongNumber.outboundAnonymousSummary, false);
  }
  caller(scene, wrongNumber.question);
  agent(scene, wrongNumber.notUs);
  caller(scene, wrongNumber.reply);
  return outcome(scene, 'neutral', wrongNumber.inboundSummary, false);
}

// --- do not call -----------------------------------------------------------

const doNotCall = {
  requests: c(bank.DO_NOT_CALL_REQUESTS),
  confirm: c(bank.DO_NOT_CALL_CONFIRMATIONS),
  last: c(bank.DO_NOT_CALL_LAST_WORDS),
  summary: c(['{Caller} asked to be removed from the calling list. {agent} confirmed the do-not-call request and ended the call.']),
};

export function playDoNotCall(scene: Scene): TopicOutcome {
  caller(scene, doNotCall.requests);
  agent(scene, doNotCall.confirm);
  if (scene.rng.chance(0.5)) caller(scene, doNotCall.last);
  return outcome(scene, 'negative', doNotCall.summary, false);
}

// --- not interested --------------------------------------------------------

const notInterested = {
  pitch: c(bank.LEAD_PITCHES),
  no: c(bank.NOT_INTERESTED),
  later: c(bank.CHECK_IN_LATER),
  allowed: c(bank.CHECK_IN_ALLOWED),
  refused: c(bank.CHECK_IN_REFUSED),
  laterSummary: c(['{Caller} is not interested right now but agreed to a check-in in a few months.']),
  refusedSummary: c(['{Caller} is not interested and did not want a follow-up.']),
};

export function playNotInterested(scene: Scene): TopicOutcome {
  agent(scene, notInterested.pitch);
  caller(scene, notInterested.no);
  agent(scene, notInterested.later);
  if (scene.rng.chance(0.6)) {
    caller(scene, notInterested.allowed);
    return outcome(scene, 'neutral', notInterested.laterSummary, false);
  }
  caller(scene, notInterested.refused);
  return outcome(scene, 'negative', notInterested.refusedSummary, false);
}

// --- general question ------------------------------------------------------

const general = {
  openers: c(bank.GENERAL_QUESTION_OPENERS),
  helpful: c(['Of course, happy to help. What would you like to know?', 'Sure, go ahead.']),
  thanks: c(bank.GENERAL_QUESTION_THANKS),
  summary: c(['{Caller} had a few practical questions about visiting, which {agent} answered.', '{Caller} asked some general questions before deciding to visit. {agent} answered them all.']),
};

export function playGeneralQuestion(scene: Scene): TopicOutcome {
  caller(scene, general.openers);
  agent(scene, general.helpful);
  // The questions themselves are the small talk that follows; make sure there is one.
  const [question, answer] = scene.rng.pick(SMALL_TALK);
  scene.script.say('caller', question(scene.vars));
  scene.script.say('agent', answer(scene.vars));
  return outcome(scene, scene.rng.chance(0.6) ? 'positive' : 'neutral', general.summary);
}

// --- lead interest ---------------------------------------------------------

const lead = {
  pitch: c(bank.LEAD_PITCHES),
  context: c(bank.PRODUCT_CONTEXT),
  curious: c(bank.LEAD_CURIOUS),
  details: c(bank.LEAD_DETAILS),
  books: c(bank.LEAD_BOOKS),
  confirm: c(bank.BOOKING_CONFIRMATIONS),
  email: c(bank.LEAD_EMAIL),
  emailConfirm: c(bank.EMAIL_CONFIRMATIONS),
  bookedSummary: c(['{agent} followed up on interest in {service}. {Caller} was keen and booked a meeting for {slot}.']),
  emailSummary: c(['{agent} followed up on interest in {service}. {Caller} asked for details by email, which {agent} will send today.']),
};

export function playLeadInterest(scene: Scene): TopicOutcome {
  agent(scene, lead.pitch);
  caller(scene, lead.curious);
  if (scene.productSpeakable) agent(scene, lead.context);
  agent(scene, lead.details);
  if (scene.rng.chance(0.55)) {
    caller(scene, lead.books);
    agent(scene, lead.confirm);
    return outcome(scene, 'positive', lead.bookedSummary);
  }
  caller(scene, lead.email);
  agent(scene, lead.emailConfirm);
  return outcome(scene, 'neutral', lead.emailSummary);
}
