/**
 * Request patterns in which the caller sets terms for any further call
 * rather than asking outright: a threat ("call me again and I'll report
 * you"), consent withdrawn or refused ("I withdraw my consent to be
 * called"), and this call named the last ("let this be the last time you
 * call me", "the fifth call this week, so stop"). Read where dnc-patterns.ts
 * spreads them, the same way.
 */

import type { Pattern } from './dnc-patterns';
import { CALL_AGAIN, CONSENT_GIVEN, CONSENT_TO_CALLS, CONSEQUENCE, ORDINAL, SELF, YOU } from './dnc-vocabulary';

export const THREATS_AND_CONSENT: Pattern[] = [
  {
    name: 'call me again and I will report you',
    regex: new RegExp(`\\b${CALL_AGAIN}(?: (?:this|next) (?:week|month|year)| today| tonight)?(?:,? (?:just |even )?(?:once more|one more time|the once),?)?(?:,? (?:young (?:man|lady|woman)|sunshine|mate|pal|buddy|love|sweetheart|darling|son|sonny|lady|buster|chief|boss|my friend|sir|madam|dear|honey|fella|missus|go on|i dare you|try it|bot|robot|machine|tin can|dude|bro|man|you people),?)?(?: (?:about|regarding|with|for|asking (?:for|about)|after|once|now that|when|even though|while) (?:[a-z'-]+ ){0,6}?[a-z'-]+)?,? (?:and |then |so help me,? )?(?:i'?m afraid,? |i'?m sorry,? (?:but )?|i swear,? )?${CONSEQUENCE}`, 'u'),
    // "When I call again, I'll complain to your manager": the caller's own call, not this company's.
    before: (clause) => !/\b(?:i|we|i'll|we'll|he|she|they)\s*$/u.test(clause),
    // The consequence follows a space and opens with a letter.
    needs: new RegExp(`\\b${CONSEQUENCE}`, 'u'),
  },
  {
    // The consequence first: "I'll do the same to you if you ring me again, I swear."
    name: 'I will report you if you call me again',
    regex: new RegExp(`\\b(?:i'?ll|i will) (?:do the same(?: to you)?|report you|complain|take (?:it|this) further|go to the (?:police|ombudsman|regulator))[^.!?]*\\bif (?:you|anyone|your lot)(?: ever)? (?:ring|call|phone)s? (?:${SELF} )?(?:again|one more time|once more)\\b`, 'u'),
  },
  {
    // A dare to ring again is the threat without its ending: "Go on, I dare you to call me again."
    name: 'I dare you to call me again',
    regex: new RegExp(`\\bdare (?:you|ya) to (?:call|ring|phone|try (?:calling|ringing|phoning)) (?:${SELF} )?(?:again|one more time|once more)\\b`, 'u'),
  },
  {
    name: 'I withdraw my consent to be called',
    regex:
      /\b(?:withdraw(?:ing|n|s)?|withdrew|revok(?:e|ing|ed)|rescind(?:ing|ed)?|retract(?:ing|ed)?|remov(?:e|ing)|pull(?:ing)?|tak(?:e|ing) back|cancel(?:l?ing)?)(?: (?:my|our|all|any|the|of|all of|and))* (?:consent|permission|authori[sz]ation|agreement)\b/u,
    // "…for you to contact me through social media", "…for marketing by post and by email": another channel's consent.
    after: (rest) => CONSENT_TO_CALLS.test(rest.replace(CONSENT_GIVEN, '')) && !/^[^.!?]*?\b(?:through|by|via|on|over) (?:social media|facebook|instagram|whatsapp|post|e-?mail|text|sms|letter|the app)\b(?![^.!?]*\b(?:phone|calls?|telephone)\b)/u.test(rest),
  },
  {
    // "I consented to calls years ago, back when I had the mortgage, and I'm revoking that today": the consent named, then withdrawn.
    name: 'the consent to calls I gave, withdrawn',
    regex: /\b(?:i|we) (?:consented|agreed|gave (?:you )?(?:my |our )?(?:consent|permission)) to (?:(?:phone |marketing |sales )?calls|being (?:called|phoned|rung)|(?:tele)?phone (?:contact|marketing))\b[^.!?]*\b(?:revok|withdraw|withdrew|retract|rescind)(?:e|ing|ed|s|n)? (?:that|it)\b/u,
  },
  {
    name: 'I do not consent to these calls',
    regex:
      /\b(?:i|we) (?:no longer|do not|don'?t|dont|never|did not|didn'?t|have not|haven'?t|(?:have |'ve )?never) (?:give |gave |given |provide |provided )?(?:consent(?:ed)?|agree|agreed|permission)\b/u,
    after: (rest) => CONSENT_TO_CALLS.test(rest),
  },
];

export const LAST_CALLS: Pattern[] = [
  {
    name: 'let this be the last time you call me',
    regex: new RegExp(
      `\\b(?:this|that|it|today|today's call)(?:'s|'ll| will)?(?: [a-z']+){0,3} (?:the|my|your) (?:very )?(?:last|final)(?: one)?(?: ever)? (?:(?:phone )?call|time|one) (?:(?:that )?(?:${YOU}|anyone|my phone|this phone) (?:ever )?(?:cal+(?:s|ed)?|rings?|rang|phon(?:es?|ed)|contact(?:s|ed)?|bother(?:s|ed)?|dial(?:s|l?ed)?|make)|(?:that )?(?:i|we)(?:'ll| will|'m| am)? (?:ever )?(?:get|receive|take|have|answer|getting|receiving|taking|answering)|from (?:you|your)|to ${SELF}|ever)\\b|\\b(?:this|that|it|today)(?:'s)? (?:had |'d )?better be (?:the|my|your) (?:very )?(?:last|final) (?:(?:phone )?call|time|one)(?=[.!]*$)`,
      'u',
    ),
  },
  {
    // Said after calls are counted, a bare "stop" can only mean the calls: "the fifth call this week, so stop".
    name: 'the fifth time, stop',
    regex: new RegExp(
      `\\bthe ${ORDINAL} (?:call|time(?: (?:${YOU} |you'?ve |you have )?(?:called|rung|rang|phoned)(?: (?:me|us|here))?)?)(?: (?:today|this (?:week|month|morning|afternoon|evening)|in a row|now))*,? (?:so |now |and )*(?:please )?(?:stop|stop it|enough|knock it off|cut it out|pack it in|give it a rest)(?: (?:now|already|please|okay|ok))*[.!]*$`,
      'u',
    ),
  },
];
