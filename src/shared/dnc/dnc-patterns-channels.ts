/**
 * Request patterns for the way to be reached, from callers who stay
 * customers: "only contact me by email from now on", "letters only", "set
 * my contact preferences to no phone calls", "keep the account and lose the
 * phone calls". Asking to be reached only in writing refuses the calls; a
 * wish about one document ("email me the quote", "statements by email
 * only") or a liking ("I prefer email") does not. Read after PATTERNS, the
 * same way.
 */

import type { Pattern } from './dnc-patterns';
import { RESTRICTION, TIME_OF_CALLS, withoutTopic } from './dnc-vocabulary';

/** Ways to be reached that are not a call. */
const IN_WRITING = '(?:e-?mails?|post|letters?|(?:in )?writing|written (?:communication|contact|correspondence)|mail|the app|online|(?:the )?(?:online )?portal)';

/** Documents and messages a channel is chosen for, which leaves the calls as they were: "statements by email only". */
const ONE_KIND_OF_MESSAGE = /\b(?:statements?|bills?|invoices?|receipts?|newsletters?|reminders?|documents?|docs|paperwork|policy|renewal notices?|quotes?|contracts?|payslips?|tickets?|confirmations?|brochures?|catalogues?|offers?)\b/u;

/** A standing wish, not one message: "from now on", "going forward", "instead of calling". */
const FROM_NOW_ON = "(?:from now on|from here on(?: in| out)?|going forward|in (?:the )?future|henceforth|instead of (?:calling|ringing|phoning)|rather than (?:calling|ringing|phoning)|(?:and|but) (?:not|never) by (?:phone|telephone)|(?:and )?no (?:(?:phone |telephone )?calls|phone|telephone))";

function notForOneMessage(rest: string, matched: string): boolean {
  return !ONE_KIND_OF_MESSAGE.test(`${matched} ${rest.split(/[.!?;]/u)[0] ?? ''}`);
}

export const CHANNELS: Pattern[] = [
  {
    name: 'only contact me by email',
    regex: new RegExp(`\\b(?:only|just)(?: ever)? (?:contact|reach|communicate with|get in touch with|write to|deal with) (?:me|us) (?:by|via|through|in|over|using|on) ${IN_WRITING}\\b|\\b(?:i'm|i am|we're|we are) only (?:ever )?contacted (?:by|via|in|through) ${IN_WRITING}\\b`, 'u'),
    after: notForOneMessage,
  },
  {
    name: 'just email me from now on',
    regex: new RegExp(`(?:^|\\b(?:just|only|please|so|then) )(?:e-?mail|write to|text|message|post things to|send (?:things|everything|it all) to) (?:me|us) ${FROM_NOW_ON}\\b|\\b(?:do|send|keep) (?:it|everything|things|it all)(?: all)? (?:by|via|through|in) ${IN_WRITING} ${FROM_NOW_ON}\\b|\\bsend (?:me )?(?:letters|e-?mails|post) ${FROM_NOW_ON}\\b`, 'u'),
    // "Text me instead of calling, I never pick up": texts are another way to ring the same phone, a redirect (three writers agree).
    after: (_rest, matched) => !/\b(?:text|message) (?:me|us) (?:instead of|rather than)\b/u.test(matched),
  },
  {
    // "Letters only.", "email only, no calls", "contacted in writing only": said of how to be reached, not of one document.
    name: 'letters only',
    regex: new RegExp(`(?:^|[,;:.] |\\b(?:contacted|contact|reach (?:me|us)|communicate with (?:me|us)|write to (?:me|us)|communication|correspondence|preferences? (?:set |changed |updated )?(?:to|as)|down as|(?:contact )?method (?:set |changed |updated )?to) )(?:(?:by|via|in) )?${IN_WRITING}[ -]only\\b`, 'u'),
    after: notForOneMessage,
  },
  {
    name: 'I only want written communication',
    regex: new RegExp(`\\b(?:i|we) (?:only|just) (?:want|accept|take|agree to)(?: to be contacted)? (?:(?:by|via|in) )?${IN_WRITING}(?: (?:from you|contact|communication))?(?: ${FROM_NOW_ON})?(?=[,.!;]|$| ${FROM_NOW_ON}| please| thanks)`, 'u'),
    after: notForOneMessage,
  },
  {
    // "Update my preferences so I'm contacted in writing only", "contact preferences changed to: do not call", "set to no telephone".
    name: 'my contact preferences set to no phone calls',
    regex: new RegExp(
      `\\b(?:preferences?|contact method|contact settings?)(?: (?:changed|set|updated|switched|put|marked|amended))? (?:to|as)(?: say| read)?[: ]+(?:no (?:(?:tele)?phone(?: calls| contact)?|calls|phone calls)|do not (?:call|phone|ring)|don'?t (?:call|phone|ring)|not to be (?:called|phoned|rung)|no contact by (?:tele)?phone|${IN_WRITING} only)\\b|\\bpreferences? so (?:that )?(?:i'm|i am|we're|we are) (?:only )?contacted (?:by |in |via )?${IN_WRITING}(?: only)?\\b`,
      'u',
    ),
  },
  {
    // "I want zero sales calls from now on": asked for, not counted ("I've had zero calls").
    name: 'zero calls from now on',
    regex: /\b(?:zero|nil) (?:more |further )?(?:phone |sales |marketing |telemarketing |cold )?calls\b/u,
    after: (rest) => /^(?:$|[,.!;]|from (?:now|here|you|your)|going forward|please|thanks|thank you|in (?:the )?future|ever)/u.test(rest),
    before: (clause) => !/\b(?:had|got|get|getting|received|made|make|were|are|been|have|with|of)\s*$/u.test(clause),
  },
  {
    // "I do not want telemarketing calls from this company", "I don't want phone contact": the kind of calls refused, not one call.
    name: "I don't want sales calls",
    regex: /\b(?:i|we) (?:do not|don'?t|dont|no longer)(?: ever)? (?:want|wish to (?:get|receive|have)|need|accept) (?:any |the |your |these )?(?:more |further |future )?(?:(?:telemarketing|marketing|sales|cold|unsolicited|robo ?|(?:tele)?phone|reminder|automated|survey|promotional|nuisance) calls|(?:tele)?phone contact|contact by (?:tele)?phone|to be contacted by (?:tele)?phone)\b|\b(?:i|we) (?:do not|don'?t|dont)(?: ever)? want (?:any )?(?:more )?(?:[a-z]+ )?calls(?=(?: from (?:you|your [a-z]+))?(?: ever| again| any ?more| either)?[.,!]*$)|\b(?:i|we) (?:do not|don'?t|dont)(?: ever)? want (?:a|another|one more) (?:phone )?call from (?:you|this company|your company|your lot|you lot)(?: ever)? again\b/u,
    after: (rest) => !RESTRICTION.test(withoutTopic(rest)) && !TIME_OF_CALLS.test(rest),
  },
  {
    // "I'd like all contact to be by email going forward", "I want all contact by post".
    name: 'all contact by post',
    regex: new RegExp(`\\ball (?:contact|communication|correspondence)(?: with me| from you)? (?:to be |to go |should be |must be |is to be |to come )?(?:by|via|in|through) ${IN_WRITING}\\b`, 'u'),
    after: notForOneMessage,
  },
  {
    // "Don't ring, write." "Don't phone me, email me instead."
    name: "don't ring, write",
    regex: /\b(?:don'?t|do not|never) (?:ring|call|phone)(?: (?:me|us))?,? (?:just )?(?:write|e-?mail|post it|send (?:me )?(?:a letter|an e-?mail))(?: (?:to )?(?:me|us))?(?: instead)?(?=[,.!;]|$| instead| from now| i mean)/u,
  },
  {
    // "Update my preferences. Phone: no.", "change my contact preference for phone to no", "turn off phone contact", "my profile says don't call".
    name: 'phone: no',
    regex: /\b(?:preferences?|settings?)\b[^.!?]*?\b(?:phone|telephone|calls?)(?: contact)?(?: option)?(?: to)?[: ]+(?:no|off|none|never)\b|\b(?:turn|switch)(?:ed)? off (?:the )?(?:phone|telephone) (?:contact|option|calls)\b|\b(?:phone|telephone) (?:contact|option|calls) (?:turned|switched) off\b|\b(?:profile|account|file|record) (?:says?|to say|saying) (?:do not|don'?t|no) (?:call|phone|ring|calls)\b|^(?:phone|calls)[: ]+(?:no|none|never)\b/u,
  },
  {
    name: 'no longer happy to receive calls',
    regex: /\b(?:no longer|not) (?:happy|willing|content|prepared) to (?:(?:receive|get|take|accept|have) (?:any )?(?:more |further )?(?:marketing |sales |phone |telemarketing )?calls|be (?:contacted|called|rung|phoned) by (?:tele)?phone)\b/u,
  },
  {
    name: "I don't want calls about the dental plan any more",
    regex: /\b(?:i|we) (?:don'?t|do not) want (?:you|your [a-z]+|anyone) (?:calling|ringing|phoning) (?:me |us )?(?:about|regarding) (?:it|this|that|[a-z'-]+(?: [a-z'-]+){0,3}) (?:again|any ?more|ever again)\b|\b(?:i|we) (?:do not|don'?t|dont) want (?:any )?calls (?:about|regarding|for) (?:[a-z'-]+ ){1,4}?(?:any ?more|again|ever)\b/u,
  },
  {
    name: 'keep the account and lose the phone calls',
    regex: /\b(?:lose|ditch|scrap|bin|can) (?:the|all the|these|those|your|all your) (?:phone |sales |marketing |telemarketing )?calls\b/u,
  },
  {
    name: 'leave me alone by phone',
    regex: /\b(?:left|leave (?:me|us)) alone (?:by|on the|over the) (?:tele)?phone\b/u,
  },
];
