/**
 * Request patterns for formal and procedural wording, and for the bare
 * replies that name a kind of call: a number suppressed from campaigns or
 * put on an internal list ("internal DNC request, this number"), a flag on
 * the account ("mark my file no telephone contact"), an objection to phone
 * marketing ("I'm objecting to marketing calls, this number, permanently"),
 * a formal order ("refrain from making any further marketing calls",
 * "cease communicating with me", "you are not to ring him again"), a
 * threat with its consequence after a bare "one more" ("One more and it
 * goes to the ombudsman"), and a kind of call refused in a few words ("No
 * promo calls, please", "Robocalls to this number, stop 'em"). Read after
 * PATTERNS, the same way.
 */

import type { Pattern } from './dnc-patterns';

/** A line the caller answers for, in formal wording. */
const THE_NUMBER = '(?:it|my (?:telephone |phone |mobile |direct )?(?:number|line|details)|this number|the number|our (?:[a-z-]+ )?(?:number|line))';
/** What a do-not-call marker says. */
const NO_CALLS_MARK = '(?:do[ -]not[ -]call|dnc|no (?:tele)?phone contact|no[- ]calls?|no telephone calls)';
/** The kinds of call a short reply refuses by name. */
const SELLING_CALLS = '(?:fundraising|promo|promotional|sales|marketing|robo ?|automated|cold|nuisance|spam|survey|telemarketing|recorded)';

export const FORMAL: Pattern[] = [
  {
    name: 'suppress my number from your campaigns',
    regex: new RegExp(
      `\\b(?:suppress(?:ed)?|exclude(?:d)?) (?:(?:me|us|${THE_NUMBER}) )?from (?:all |any )?(?:of )?(?:your |future |all |the )*(?:future )?(?:marketing |sales |calling |telemarketing |call )*(?:campaigns|lists|calls)\\b|\\b${THE_NUMBER} (?:is |be |to be )?(?:suppressed|excluded)\\b|\\b(?:on|onto|to) your (?:internal |own )?suppression list\\b|\\binternal (?:dnc|do[ -]not[ -]call) request\\b`,
      'u',
    ),
  },
  {
    name: 'flag my account do not call',
    regex: new RegExp(
      `\\b${NO_CALLS_MARK} (?:flag|marker|note)s? on (?:my|the|this|our) (?:account|file|record)\\b|\\b(?:account|file|record)s? (?:be |to be )?(?:flagged|marked|noted)(?: as)? ${NO_CALLS_MARK}\\b|\\bmark (?:my|the|this|our) (?:account|file|record|number|it) (?:as )?${NO_CALLS_MARK}\\b|\\bmark it ${NO_CALLS_MARK}\\b`,
      'u',
    ),
    // "Remove the do not call flag on my account, I need the engineer to ring": the marker lifted, not asked for.
    before: (clause) => !/\b(?:remove|removing|take|taking|lift|lifting|clear|delete|cancel|undo|reverse|get rid of)(?: off)?(?: (?:the|that|this|a))? ?$/u.test(clause),
  },
  {
    name: "I'm objecting to marketing calls",
    regex: /\bobject(?:ing|ion)?\b[^.!?]{0,60}?\b(?:marketing|sales) (?:calls|by (?:tele)?phone)\b|\bobject(?:ing|ion)?(?: [a-z,]+){0,4} to (?:these|your|the|all|any) (?:phone |sales |marketing )?calls\b|\bobject(?:ing|ion)? to (?:tele)?phone marketing\b/u,
    // "Nobody here is objecting to marketing calls": no one objects.
    before: (clause) => !/\b(?:nobody|no one|none of us)\b/u.test(clause),
  },
  {
    name: 'refrain from making any further calls',
    regex: /\brefrain from (?:making |placing )?(?:any )?(?:further |more )?(?:marketing |sales |telephone |phone )*calls\b|\bcease (?:all )?(?:communicating|communications?|contact(?:ing)?) with (?:me|us)\b|\bput a stop (?:on|to) (?:all )?(?:tele)?phone (?:contact|calls)\b|\bcease[- ]and[- ]desist (?:for|on|regarding) (?:tele)?phone (?:contact|calls)\b|\brevocation of (?:my )?consent\b[^.!?]{0,40}\bcalls\b/u,
  },
  {
    name: 'you are not to ring him again',
    regex: /\b(?:you are|you're|your company is) not to (?:ring|call|phone|contact|telephone)\b|\bis not to (?:receive|get) (?:any )?(?:further |more )?(?:tele)?phone calls\b|\bmake sure (?:i'?m|i am|we'?re|we are) not (?:called|rung|phoned|contacted)\b/u,
  },
  {
    name: 'one more and it goes to the ombudsman',
    regex:
      /\b(?:one more(?: call)?|any (?:further|more) calls?(?: from (?:you|your [a-z]+))?|another call)[.,!]?(?: one[.!]?)?,? (?:and|then) (?:it goes|i go|(?:i'?ll|i will|i'?m|i am)(?: be)? go(?:ing)?|(?:trading standards|the ombudsman|the regulator|ofcom|the ico|acma|the fcc|my (?:lawyer|solicitor)) will hear)\b/u,
  },
  {
    name: 'no promo calls, please',
    regex: new RegExp(
      `^(?:[a-z]+,? )?no (?:more )?${SELLING_CALLS} ?calls\\b(?! (?:were|was|have|has|had|came|come|coming|yet|so far|today)\\b)(?![^.!]*\\?)|\\b(?:robo ?calls|automated calls|recorded (?:calls|messages)|${SELLING_CALLS} ?calls)\\b[^.!?]{0,25}?[,:]? (?:stop (?:'em|them|it)|i don'?t want (?:them|'em|any))\\b|\\b(?:the |these |your |those )?(?:${SELLING_CALLS} ?|charity )(?:calls|messages) (?:must|will have to|have to|need to|needs to|has to) stop\\b(?! (?:being|so|at|before|after|on|coming (?:so|at|before|after))\\b)`,
      'u',
    ),
  },
  {
    name: "don't want any more calls",
    regex: /^(?:(?:and|so|just|look|nah|no),? )*(?:don'?t|do not) want (?:any )?(?:more |further )?(?:phone )?calls\b|^(?:(?:[a-z]+,? )?(?:bin|chuck|strike|scratch|cross) (?:me|us) off|off) (?:your|ur|yer|the) (?:call(?:ing)? |phone )?list\b(?! of\b)|^don'?t (?:call|ring|phone),? not (?:ever )?again\b|^(?:phone )?calls,? no[.!]*$/u,
  },
  {
    name: 'my number is on the national opt-out register',
    regex: /\b(?:number'?s?|i'?m|i am|we'?re|this number is|it'?s) (?:is )?(?:registered )?on the (?:national |federal |government )?opt[- ]out regist(?:er|ry)\b/u,
  },
];
