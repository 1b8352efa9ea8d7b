/**
 * The checks the core patterns (dnc-patterns.ts) run on the words around a
 * match: what may follow "remove me", whose calls are moved where, and which
 * limits (a place, a line, a settled debt) make a match something other than
 * a request.
 */

import { ENDS_REFUSAL, RELATIVE, STARTS_WITH_LIST_TARGET } from './dnc-vocabulary';

/** After "remove me" / "take me off": a list, or nothing more ("remove me please"); not "from the account", "as the authorized user". */
export function listOrNothing(rest: string): boolean {
  const from = /^(?:from|off|out of|outta|off of) (.*)$/u.exec(rest);
  if (from !== null) return STARTS_WITH_LIST_TARGET.test(from[1] ?? '') || /^(?:there|it|everything)\b/u.test(from[1] ?? '');
  // "taken off your list", "crossed off the list": the list follows at once.
  if (/^(?:your|the|ur|this|that|all|any|every)\b/u.test(rest) && STARTS_WITH_LIST_TARGET.test(rest)) return true;
  // "remove me now", "remove me like a month ago", "remove me twice already": still about the caller.
  // "remove my details so I stop getting these calls": the calls named as the reason.
  if (/^so (?:that )?(?:(?:i|we) (?:stop|don'?t|won'?t|no longer|never) (?:get|getting|receive|receiving|hear)|(?:i'm|i am|we're|we are) not (?:phoned|called|contacted|rung))\b/u.test(rest)) return true;
  if (/^(?:off|from|out of) (?:whatever|whichever|any|every) (?:[a-z'-]+ )?lists?\b/u.test(rest)) return true;
  // "Remove my number so it doesn't happen again", "…so you don't call again": the calls named as the reason.
  if (/^so (?:that )?(?:(?:it|this) (?:doesn'?t|won'?t|never) happens? again|(?:you|your [a-z]+|nobody|no one) (?:don'?t|won'?t|never|doesn'?t) (?:call|ring|phone|contact)|(?:you|ya|you guys|you lot|you people|y'all|your [a-z]+|they) (?:can |will |'ll )?(?:stop|quit) (?:cal+ing|ringing|phoning|contacting))\b/u.test(rest)) return true;
  // "Take me off at your end": the company's list, named by where it is.
  if (/^at (?:your|ur) end\b/u.test(rest)) return true;
  return ENDS_REFUSAL.test(rest) || /^(?:now|right now|immediately|asap|today|already|like|last|yesterday|a (?:week|month|year|while|few)|weeks|months|years|twice|several|many|multiple|before|ages|times|\d+|again)\b/u.test(rest);
}

/** "Don't call me about it, call him": the calls moved to someone else (not "do not text me", not "I'll sort it"). */
export const CALLS_MOVED_TO_ANOTHER = new RegExp(
  `(?<!\\b(?:not|don'?t|never|i'?ll|i will|we'?ll|gonna|going to|to) )\\b(?:call|ring|phone|contact|try) (?:him|her|them|reception|the (?!(?:police|cops|ombudsman|regulator|authorities|fcc|ftc|ico)\\b)[a-z]+(?! again)|[a-z]+ on (?:his|her|their) (?:number|mobile|phone|line|cell)|my (?!(?:mum|mom|mother|dad|father)\\b)[a-z'-]+)\\b`,
  'u',
);

/** "Stop ringing me and deal with the charity instead": the one who now speaks for the caller, not another line to ring. */
export const THROUGH_A_REPRESENTATIVE = /\b(?:deal with|go through|write to) (?:my|the|her|his) (?:debt )?(?:charity|adviser|advisor|solicitor|lawyer|attorney|representative|accountant|stepchange|carer)\b/u;

/** "Stop hounding me about the arrears, I'm on a payment plan": chased for a debt that is being paid; the chasing is the complaint, not the calls. */
export const HOUNDED_THOUGH_SETTLED =
  /\b(?:harass(?:ing|in')|hounding|pestering|hassling|badger(?:ing|in')|chasing) (?:me|us) about (?:the |my |this |that )?[a-z'-]+(?: [a-z'-]+)?,? (?:i(?:'ve)? (?:paid|settled|cleared)|i'?m (?:on|paying) (?:a|the|my) (?:payment )?(?:plan|arrangement)|it'?s (?:been )?(?:paid|settled|cleared|sorted))\b/u;
/** "…on this number", which a time may follow. */
export const LINE_NAMED = /^(?:on|at) (?:this|my|that) (?:number|phone|line|mobile|landline|cell) /u;
/** "Stop calling me at work, I could lose my job": one place for the calls, not all of them ("…at work or at home" is all of them). */
export const AT_WORK_ONLY = /^(?:me |us )?at (?:work|the office|my (?:work|office|desk|job|workplace))\b(?!,? (?:or|and|either|too|as well)\b)/u;
/** "Stop calling my wife about my account, call me directly": the calls moved from a relative to the caller. */
export const ANSWERED_FOR_RELATIVE = new RegExp(`^(?:my|our) (?:${RELATIVE})\\b`, 'u');

/** "…saying I'd been unsubscribed", "I thought I'd opted out": a state reported or believed, not a request. */
export const TOLD_OR_BELIEVED_DONE = /\b(?:saying|says|said|thought|think|believed|assumed|worried|afraid|scared|fear|suspect|confirming|confirmed|to say)(?: that)? (?:i|we)(?:'d| had| have|'ve)?(?: been)? ?$/u;
