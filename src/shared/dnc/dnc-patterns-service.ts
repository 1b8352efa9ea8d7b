/**
 * Request patterns from customers who stay: one kind of call switched off
 * ("turn off the reminder calls", "stop the robot calling me", "take the
 * courtesy calls off my account"), a flag put on the account ("put do not
 * call on my account", "my preference is no phone contact"), and an order
 * passed to whoever makes the calls ("tell whoever keeps phoning me to
 * stop"). Read after PATTERNS, the same way.
 */

import { IMPERATIVE_START, POLITE_PREFIX } from './dnc-guards';
import type { Pattern } from './dnc-patterns';
import { ENDS_REFUSAL, withoutTopic } from './dnc-vocabulary';

/** The calls named by a determiner and up to four words of their kind: "the automated payment reminder calls", "your vet's check-in calls". */
const SOME_KIND_OF_CALLS = "(?:(?:the|those|these|your|my|any|all(?: (?:the|your|those|of the))?) (?:[a-z'-]+ ){0,4}?|(?:reminder|sales|marketing|automated|robo|robot|recorded|promotional|survey|upgrade|telemarketing) )(?:(?:phone|voice|telephone) )?calls";

/** "…for this one appointment", "for now", "on weekends": a pause or a limit, not an end to them. */
const FOR_A_WHILE = /^(?:for (?:just |only )?(?:(?:this|that)(?! (?:number|line|phone|mobile|landline|account)\b)|today|now|tonight|a (?:week|bit|while|month|few)|the (?:next|weekend|holidays?))\b|on (?:weekends?|sundays?|saturdays?)\b|(?:until|till|during|while)\b)/u;

export const SERVICE: Pattern[] = [
  {
    // "Please don't ring with appointment reminders any more", "stop calling me with offers": one kind of call refused.
    name: "don't ring me with reminders",
    regex: /\b(?:don'?t|do not|never|stop|quit) (?:ring|call|phon|contact)(?:e|ing)? (?:me |us )?with (?:(?:your|the|any|these|those|more) )?(?:[a-z'-]+ ){0,2}(?:reminders?|offers?|deals?|promotions?|sales pitches)\b/u,
    after: (rest) => ENDS_REFUSAL.test(withoutTopic(rest)),
  },
  {
    name: 'turn off the reminder calls',
    // "…a button in the app where you could switch off marketing calls": what can be done, told.
    before: (clause) => !/\b(?:where|which|that|so) (?:you|i|we|one) (?:can|could)(?: just)? $/u.test(clause),
    regex: new RegExp(`\\b(?:turn|switch|shut) off (?:the|your) auto-?dial(?:l)?er\\b|\\b(?:(?:turn|switch|shut) off|disable|cancel) ${SOME_KIND_OF_CALLS}\\b|\\b(?:turn|switch|shut|take) ${SOME_KIND_OF_CALLS} off\\b`, 'u'),
    // "Turn off the roaming charges on incoming calls": a charge or a setting, not the calls.
    after: (rest, matched) => !FOR_A_WHILE.test(rest) && !/\b(?:charges?|fees?|costs?|roaming|forwarding|diverts?|barring|waiting|recording)\b/u.test(matched),
  },
  {
    // The company named by the part of it that calls: "stop the robot calling me", "stop your automated system ringing us".
    name: 'stop the robot calling me',
    regex:
      /\bstop (?:the|your|that|this) (?:[a-z'-]+ ){0,2}?(?:robot|system|machine|computer|dialler|dialer|bot|voice|people|team|staff|agents?|office|department|lot) (?:from )?(?:cal+ing|ringing|phoning|contacting) (?:me|us)\b/u,
    after: (rest) => !FOR_A_WHILE.test(rest),
  },
  {
    // Said to the company's agent about its own callers: "tell whoever keeps phoning me to stop", "tell the surgery's system to stop calling me".
    name: 'tell whoever keeps calling me to stop',
    // An order or a polite ask: "she's too soft to tell them to stop" only tells.
    before: (clause) => IMPERATIVE_START.test(`${clause.trim()} `.trimStart()) || POLITE_PREFIX.test(clause),
    regex:
      /\btell (?:whoever|everyone|anyone|them|your (?:[a-z'-]+ )?[a-z'-]+|the (?:[a-z'-]+ ){0,2}?(?:system|team|office|department|people|staff|robot|machine|computer|callers?))(?:(?: who| that)? (?:keeps?|is|are) (?:phoning|calling|ringing) (?:me|us))? to stop(?: (?:cal+ing|ringing|phoning)(?: me| us)?)?(?=[ ,.!?]|$)/u,
  },
  {
    name: 'put do not call on my account',
    regex:
      /\b(?:put|add|set|place|stick|mark) (?:a )?(?:do[ -]not[ -]call|dnc|no[ -](?:phone|calls?|phone calls|contact)) (?:marker |flag |note |status )?(?:on|against|to) (?:my|the|this|our) (?:account|record|file|profile|number|details)\b|\b(?:put|mark|note|set) (?:me|us) down as (?:no|not) (?:[a-z]+ )?(?:by phone|calls|phone calls|phone contact|telephone|phone)\b|\b(?:i|we) (?:want|need|'d like|would like) (?:a |the )?(?:do[ -]not[ -]call|dnc|no[ -]calls?) (?:status|flag|marker|tag)\b|\b(?:this|my|our|the) (?:number|line|account|phone|file|record) (?:marked|flagged|noted|set|put down) (?:as )?'?(?:do[ -]not[ -]call|dnc|no[ -](?:phone |sales |marketing )?calls?)\b|\b(?:my|our) (?:contact )?(?:preference|preferences|wish) (?:is|are|would be)(?: for)? no (?:(?:tele)?phone(?: contact| calls)?|calls|phone calls)\b/u,
  },
  {
    // A box, a setting or a block on the account: "tick whatever box means no phone calls", "I'd like all phone marketing turned off", "put a block on calling me".
    name: 'tick the box for no phone calls',
    regex:
      /\btick (?:the|whatever|that|a|your|which ?ever) (?:[a-z'-]+ )?box (?:that )?(?:means|says|is|for|saying) no (?:(?:phone|sales|marketing|more) )?calls\b|\b(?:all )?(?:(?:tele)?phone (?:marketing|sales|calls)|(?:marketing|sales|robo|automated) calls) (?:turned|switched|shut) off\b|\bput (?:a|the) (?:block|stop|ban|bar) on (?:calling|ringing|phoning|contacting) (?:me|us|this number|my number)\b/u,
    after: (rest) => !FOR_A_WHILE.test(rest),
  },
  {
    // Reminders moved off the phone: "change the vet reminders from calls to texts", "my reminders by email instead of a phone call".
    name: 'reminders by text instead of calls',
    // "Would it be possible to switch my reminders…?" asks what can be done.
    before: (clause) => !/\b(?:possible|able|a way) to $/u.test(clause),
    regex:
      /\b(?:change|switch|move|put) (?:the|my|these|those|your|all (?:the|my)) (?:[a-z'-]+ ){0,2}?(?:reminders?|notifications?|updates?|contact) (?:from (?:phone )?calls to|to (?:texts?|e-?mails?|letters?|post) (?:instead of|not|rather than) (?:phone )?calls)\b|\b(?:reminders?|updates?|notifications?) by (?:e-?mail|text|letter|post) instead of (?:a )?(?:phone )?calls?\b/u,
  },
  {
    // "I cannot have your team calling my mobile to sell me fibre."
    name: "I can't have your team calling me",
    regex: /\b(?:i|we) (?:cannot|can'?t|won'?t) have (?:you|your [a-z'-]+|you lot|you people) (?:calling|ringing|phoning) (?:me|us|my (?:mobile|cell|phone|number|landline)|(?:the|our|this) (?:shop|office|house|business|surgery|practice|salon|store|number|landline))\b(?! (?:at|during|before|after|while|on|in|when)\b)/u,
  },
  {
    // "I want this garage number off your list", "no calls to me".
    name: 'I want this number off your list',
    regex: /\b(?:i|we) (?:want|need|'d like|would like) (?:this|my|our|the) (?:[a-z'-]+ )?(?:number|line|phone|mobile|landline) (?:taken )?(?:off|out of|removed from) (?:your|the|all your) (?:[a-z'-]+ )?(?:list|lists|database|system|records)\b|(?:^|[:;,] )no (?:more |further )?(?:phone )?calls to (?:me|us|this number|my number)\b/u,
  },
  {
    name: 'make the calls stop',
    regex: /\bmake (?:the|these|those|your|all (?:the|these|your)) (?:[a-z'-]+ ){0,3}?(?:calls|phone calls|ringing|phoning) stop\b/u,
  },
  {
    name: "I'm done with being phoned",
    regex: /\b(?:i'?m|i am|we'?re|we are) (?:done|finished|through) with being (?:phoned|called|rung|cold[- ]called)\b/u,
  },
];
