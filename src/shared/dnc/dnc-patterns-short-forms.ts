/**
 * Request patterns for short and second-language shapes ("my number you
 * delete, please", "no call me", "just DNC this number"), for the plain
 * everyday ones a pattern for the full sentence misses ("leave this number
 * alone", "stay off my phone", "I want to come off it") and for formal
 * requests ("I request that your company no longer telephone me"). Read
 * after PATTERNS, the same way.
 */

import type { Pattern } from './dnc-patterns';
import { ENDS_REFUSAL, SELF, SOME_CALLS, withoutTopic, YOU } from './dnc-vocabulary';

export const SHORT_FORMS: Pattern[] = [
  {
    name: 'my number you delete, please',
    regex: /\bmy (?:number|phone number|phone|name) (?:(?:you|please|sir|madam),? )*(?:delete|remove|erase|take (?:it )?off|cut|scratch)\b/u,
  },
  {
    name: 'you take off from list (my number)',
    regex: /\b(?:take|remove|delete|cut|scratch)(?: it)? (?:off )?(?:from|of|out of) (?:the |your |ur |you )?(?:calling |call |phone )?list\b(?<=\bmy (?:number|phone number|phone|name)\b.*)/u,
  },
  {
    name: "I don't want receive call from your company",
    regex: /\b(?:i|we) (?:do not|don'?t|dont|no) (?:want|need|like) (?:to )?(?:receive|get|have|take) (?:any |more |the |your |these |this )*(?:phone |sales |marketing )?calls? from (?:you|your)\b/u,
  },
  {
    name: 'DNC this number',
    regex: /\b(?:dnc|d n c|do-not-call) (?:me|us|this number|my number|this line|this phone)\b/u,
  },
  {
    name: 'stop it for my number',
    regex: /\bstop (?:it|this|calling|the calls?) for (?:my|this|our) (?:number|phone|line)\b/u,
  },
  {
    name: 'the calls… no more',
    regex: /\bcalls?\b[^.!?]*[,.] (?:(?:i am saying to you|i'm saying to you|i'm telling you|i am telling you|please|so|and|just|ok|okay),? )*no more[.!]*$/u,
  },
  {
    name: 'leave this number alone',
    regex: /\bleave (?:this|my|our|the) (?:number|phone|line|landline|mobile|phone number) alone\b/u,
  },
  {
    name: 'stay off my phone',
    regex: /\bstay off (?:my|this|our) (?:phone|line|number|landline|mobile)\b|\bget off my (?:phone|line) and stay off\b/u,
  },
  {
    name: 'I want to come off it (the list named before)',
    regex: /\b(?:come|get|go|be) off (?:of )?it\b(?<=\blists?\b.*)/u,
  },
  {
    name: 'I request that you no longer call me',
    regex: new RegExp(`\\b(?:request|ask|insist|demand|require)(?: that)? ${YOU} (?:no longer|not|never|stop|cease|do not|don'?t)(?: (?:to|ever))? (?:call|telephone|phone|ring|contact|calling|telephoning|phoning|ringing|contacting) (?:${SELF})\\b`, 'u'),
    after: (rest) => ENDS_REFUSAL.test(withoutTopic(rest)),
  },
  {
    // "Would it be possible not to receive calls from you any more?": asked as a polite request.
    name: 'would it be possible not to be called',
    regex: new RegExp(`\\b(?:is|would|will|could) it (?:be )?possible(?: for (?:me|us))? (?:not|never) to (?:be (?:called|contacted|rung|phoned)|(?:receive|get|have) ${SOME_CALLS})\\b`, 'u'),
  },
  {
    name: 'a note saying not to phone me',
    regex: /\b(?:note|flag|marker|mark)\b[^.!?]*?\b(?:saying|that says|to say|stating|reading)(?: that)? (?:not to|do not|don'?t|never to|never|no one is to|nobody is to) (?:call|phone|ring|contact)(?: (?:me|us|this number))?\b/u,
  },
  {
    // Said for someone by name or by the caller of themself: "Mrs Doreen Pike does not want any more telephone calls from your company".
    name: 'does not want any more calls from your company',
    regex: /\b(?:does not|doesn'?t) want (?:any ?more|any|no more|further) (?:telephone |phone |sales |marketing )?calls from (?:you|your (?:company|firm|lot|people))\b/u,
  },
];
