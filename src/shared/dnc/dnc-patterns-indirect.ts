/**
 * Request patterns for the shapes found after the first rounds, in sets
 * written apart (sets C, D and E): a number spoken for (a shop's, a
 * relative's, "it" for the number named before), consent withdrawn and the
 * law invoked, "the last call", calls refused by name ("stop them"), flags
 * and notes on a file, threats told first. Read after PATTERNS, the same way.
 */

import { callMadeNeedless, CONSEQUENCE, ENDS_REFUSAL, LIST_TARGET, MOVED_TO_SOMEONE, OTHER_NUMBER_GIVEN, RESTRICTION, SELF, withoutTopic, YOU } from './dnc-vocabulary';

/** The caller answers for someone else's or a business's phone: "this is my dad's phone", "I answer my nan's phone". */
const ANSWERING_FOR = "(?:i pay for (?:her|his|their|my [a-z]+'s) (?:phone|number|mobile|line)|i pay for (?:this|the) (?:line|phone|number|mobile)(?: for (?:her|him|them|my [a-z]+))?|(?:this is|it's|it is|that's) (?:her|his|their|my [a-z]+'s) (?:phone|number|mobile|landline|line)|answer(?:ing)? (?:for (?:her|him|them|my [a-z]+)|(?:her|his|their|my [a-z]+'s) phone)|i (?:manage|look after|deal with|handle) (?:her|his|their|my [a-z]+'s) (?:phone|calls|number|mobile))";
/** Calls named in the sentence, for a "them" or "it" that stands for them. */
const CALLS_NAMED = '\\b(?:calls|phone call|calling|ringing|phoning|dial+ing|robocalls|rings (?:me|us)|(?:robot|machine|system) (?:that|which) (?:rings|calls|phones))\\b';
import type { Pattern } from './dnc-patterns';

export const SPOKEN_FOR_AND_INDIRECT: Pattern[] = [
  {
    // "it" is the number when the sentence names one first: "this has been my number for ten years, so stop calling it".
    name: 'stop calling it (the number)',
    regex: /\b(?:stop|quit|cease) (?:cold[- ]?)?(?:cal+ing|ringing|phoning|telephoning|dial+ing) it\b(?<=\b(?:number|line|landline|phone|mobile|cell)\b.*)/u,
    after: (rest) => ENDS_REFUSAL.test(withoutTopic(rest)) && !RESTRICTION.test(withoutTopic(rest)),
  },
  {
    // Said with authority over the person's affairs: "I'm his registered carer… under power of attorney. Please stop telephoning him." (read with the sentence before).
    name: 'stop calling him (with authority for him)',
    regex: /\b(?:stop|quit|cease) (?:cal+ing|ringing|phoning|telephoning) (?:him|her|them)\b(?<=\b(?:power of attorney|(?:i'?m|i am) (?:his|her|their) (?:registered |legal )?(?:carer|attorney|guardian)|i (?:manage|look after|deal with|handle) (?:his|her|their) (?:affairs|phone|calls|number|bills))\b.*)/u,
    after: (rest) => ENDS_REFUSAL.test(rest) && !RESTRICTION.test(rest),
  },
  {
    // Said for a relative or a client whose phone the caller answers: "this is her phone… please stop calling her number".
    name: 'stop calling her number (answering for her)',
    regex: /\b(?:stop|quit|cease) (?:cal+ing|ringing|phoning|telephoning) (?:her|his|their) (?:number|phone|mobile|landline|line)\b(?<=\b(?:this is (?:her|his|their|my [a-z]+'s)|answering for|i (?:manage|look after|deal with))\b.*)/u,
    after: (rest) => ENDS_REFUSAL.test(rest) && !RESTRICTION.test(rest),
  },
  {
    name: "this is my dad's phone, don't call him again",
    regex: new RegExp(`\\b(?:don'?t|do not|never|stop|quit) (?:cal+(?:ing)?|ring(?:ing)?|phon(?:e|ing)|contact(?:ing)?) (?:(?:her|his|their) (?:number|phone|mobile|line|landline)|him|her|them)(?: (?:ever )?(?:again|any ?more))?\\b(?<=\\b${ANSWERING_FOR}\\b.*)`, 'u'),
    after: (rest) => ENDS_REFUSAL.test(rest) && !RESTRICTION.test(rest) && !OTHER_NUMBER_GIVEN.test(rest) && !MOVED_TO_SOMEONE.test(rest),
  },
  {
    name: "take her number off your list (answering for her)",
    regex: new RegExp(`\\b(?:take|get|remove|delete|scrub|strike) (?:her|his|their) (?:number|phone|mobile|landline|details) (?:off|from|out of)(?: of)? ${LIST_TARGET}(?<=\\b${ANSWERING_FOR}\\b.*)`, 'u'),
  },
  {
    name: "don't ring it (the line named before)",
    regex: /\b(?:don'?t|do not|never|(?:can|could) you not) (?:cal+|ring|phone|dial|contact) it\b(?<=\b(?:number|line|landline|phones?|mobile|cell|switchboard)\b.*)/u,
    after: (rest) => ENDS_REFUSAL.test(withoutTopic(rest)) && !RESTRICTION.test(withoutTopic(rest)),
  },
  {
    name: 'take it (the number) off your list',
    // "…remove the call blocking from my line… can you take it off": a setting, not the number.
    before: (clause) => !/\b(?:blocking|barring|divert|diversion|forwarding|voicemail|filter)\b/u.test(clause),
    regex: new RegExp(`\\b(?:(?:take|get|remove|delete|scrub|strike|wipe) it (?:off|from|out of)(?: of)?|(?:want|like) it (?:taken |removed |deleted )?(?:off|from|out of)(?: of)?|(?:remove|delete|scrub|wipe) it)(?= ${LIST_TARGET}| whatever (?:list |system )?you'?ve got (?:it|me) on|[ ,.!]*$)(?<=\\b(?:number|line|landline|phone|mobile|cell)\\b.*)`, 'u'),
    aboutList: true,
  },
  {
    name: 'put a do-not-call flag on my number',
    // "I know you've got a do-not-call flag. I want you to put it on my record" (read with the sentence before).
    regex: /\b(?:do[ -]?n[o0]t[ -]?call|dnc|no[ -]?calls?) (?:flag|marker|note|tag|status)\b[^.!?]*\b(?:put|add|stick|pop|set) (?:it|one|that) on (?:my|this|our|the) (?:number|account|file|record|details|profile)\b|\b(?:put|add|place|set|stick|mark|flag|note) (?:a |the )?(?:do[ -]?n[o0]t[ -]?(?:call|phone|ring|contact)|dnc|no[ -]?(?:phone )?calls?) (?:flag|marker|note|tag|status|block|label|warning) (?:on|to|against) (?:my|this|our) (?:number|phone|account|file|line|record|details)\b/u,
  },
  {
    name: 'a note on my file, no calls',
    regex: /\b(?:note|flag|mark|notation)\b[^.!?]*?\b(?:file|account|record|records|details|number|policy)\b,? (?:saying |that says |reading )?(?:no (?:(?:more|further|phone|sales|marketing) )*calls|(?:the )?(?:customer|caller|client|account holder|she|he|they|i|we) (?:does not|doesn'?t|do not|don'?t) want (?:to be (?:called|phoned|rung)|(?:any )?(?:phone )?calls))\b/u,
    after: (rest) => /^(?:$|[,.!?;'-]|please|ever|at all|whatsoever|period|thanks|that would|that'd|(?:post|letters?|e-?mail|writing) only)/u.test(rest),
  },
  {
    // The threat told first: "I'll be reporting you to ACMA if this phone rings again".
    name: 'I will report you if you call again',
    regex: new RegExp(`\\b(?:if|when|the next time|next time|should) (?:(?:${YOU}|your (?:[a-z]+ )?[a-z]+|this phone|my phone|it|anyone|anybody) (?:ever )?(?:so much as )?(?:cal+s?|rings?|phones?|contacts?|bothers?|dials?|lights? up|shows?)(?: ${SELF})?(?: from (?:${YOU}|your [a-z]+))?(?: with (?:your|this|that) (?:number|name|company's name)(?: on (?:it|the screen))?)? (?:ever )?(?:again|once more|one more time|any ?more)|(?:${YOU}) (?:keeps?|continues?|carry on|carries on) (?:cal+ing|ringing|phoning|contacting|bothering)(?: ${SELF})?|(?:this|it) (?:carries on|continues|keeps happening|happens again))\\b(?<=${CONSEQUENCE}.*)|\\b(?:if (?:i'?m|i am|we'?re|we are)|should (?:i|we|this number|my number) be|if (?:this|my) number is) (?:called|rung|phoned|contacted) (?:ever )?again\\b(?<=${CONSEQUENCE}.*)`, 'u'),
  },
  {
    // "these calls upset me, please stop them", "your calls are unwelcome, please discontinue them", "cancel the calls".
    name: 'stop them (the calls)',
    regex: new RegExp(`\\b(?:(?:stop|end|discontinue|cancel|cease|halt)(?: making| sending)? (?:them|those|these)|(?:turn|switch|shut) (?:them|those|these|it|that) off|(?:turn|switch|shut) off (?:them|those|these)|(?:want|need|'d like) (?:them|those|these) (?:stopped|switched off|turned off|cancelled|canceled|gone)|(?:don'?t|do not) want (?:them|those|these) (?:any ?more|again|at all)|stop (?:that|it)(?=[ ,.!?]*$)|make (?:them|it|those|these) stop(?<=\\b(?:(?:you|your (?:[a-z'-]+ )?[a-z'-]+)(?: (?:keep|keeps|kept|are|is))? (?:ring|rings|ringing|call|calls|calling|phone|phones|phoning)|(?:i'?m|i am|we'?re|we are) getting (?:[a-z'-]+ ){0,4}calls)\\b.*))\\b(?<=${CALLS_NAMED}.*)|\\bcancel (?:all )?(?:the|these|those|your|any|future|all) (?:(?:phone|sales|marketing|[a-z]+) )?calls\\b`, 'u'),
    after: (rest) => !RESTRICTION.test(rest) && !/^(?:from (?:coming|getting|ringing)|dropping|cutting)/u.test(rest),
  },
  {
    name: 'stop using my number to call me',
    regex: /\bstop using it\b(?<=\b(?:number|line|phone)\b.*)|\bstop (?:using (?:my|this|our) (?:number|phone|details|data|information)(?: (?:for|to) (?:(?:marketing|sales|tele ?sales|telemarketing) )?(?:calls?|call|ring|phone|contact|telesales|telemarketing))?|using it to (?:call|ring|phone|contact) (?:me|us))\b|\bstop (?:my|this|our) number (?:being|from being) used for (?:(?:marketing|sales) )?(?:calls|telesales|telemarketing)\b/u,
  },
  {
    // Polite and hedged: "I'd really rather not hear from you again", "please don't feel you need to ring me again",
    // "I won't be needing any more calls". Each names the calls or the company, and for good ("again", "any more").
    name: "I'd rather not hear from you again",
    regex: /\b(?:i'?d|i would|we'?d) (?:rather|prefer|sooner) not (?:to )?(?:hear from (?:you|ya|yous|youse|ye|y'all|your [a-z]+|you lot|you guys)|be (?:called|contacted|rung|phoned)(?: by (?:you|your [a-z]+|phone))?)(?: (?:ever )?(?:again|any ?more|in (?:the )?future))\b|\bdon'?t feel (?:that )?(?:you )?(?:need|have|obliged|you have) to (?:call|ring|phone|contact)(?: (?:me|us))? (?:again|any ?more)\b(?! (?:before|until|till|for a|this|next|today|tonight|tomorrow|on)\b)|\b(?:i'?d|i would) (?:rather|prefer|like) (?:to )?never (?:get|receive|have) (?:another|a|any more) (?:phone )?call\b|\b(?:be|i'?d be) (?:very |really |so |more than )?(?:happy|glad|grateful|thrilled|delighted) (?:never|not) to (?:receive|get|have|hear) (?:another|any more|a) (?:phone )?call\b|\b(?:i'?d|i would) (?:rather|prefer it if|prefer) you stopped(?: (?:calling|ringing|phoning))?(?=[,.!?]|$| please| now| thanks)|\b(?:i'?d|i would) rather you didn'?t (?:try|bother|ring|call|phone)(?: (?:me|it|this number|us))? (?:again|any ?more)\b|\bgrateful if (?:this|my|our) (?:number|line|phone) (?:is|was|were|wasn'?t|isn'?t)(?: not)? (?:called|rung|phoned|contacted)\b|\bask(?:ing)? that (?:this|my|our)(?: [a-z]+'s)? (?:number|line|phone) (?:is not|isn'?t|not be|won'?t be) (?:called|rung|phoned|contacted)\b|\b(?:i'?d|i would|we'?d) rather not (?:get|receive|have) (?:these|any|the|your|any more|such) (?:phone |sales )?calls\b|\bput (?:me|my name|my number|this number) (?:in|on) (?:the|your|a) black ?list\b|\b(?:i|we) (?:don'?t|do not) want to be (?:in|on) (?:your|the) (?:[a-z'-]+ )?lists? any ?more\b|\b(?:isn'?t|not|never) worth your (?:while|time) (?:ringing|calling|phoning) (?:me|us)\b|\byou won'?t need to (?:ring|call|phone) (?:me|us) again\b|\bneedn'?t (?:trouble yourselves?|bother) (?:ringing|calling|phoning) (?:me|us)\b|\bneedn'?t (?:ever )?(?:ring|call|phone)(?: (?:me|us))? (?:ever )?again\b|\b(?:would|do) you mind(?: [a-z]+){0,3}? not (?:call|ring|phon)(?:e|ing)?(?: (?:me|us|her|him|it|my [a-z'-]+))?(?: back)?(?: (?:ever|again|any ?more))+\b|\b(?:would|do) you mind(?: [a-z]+){0,3}? (?:leaving|keeping) (?:me|us|my number) off (?:your|the) (?:[a-z-]+ )?(?:list|ring-?round)\b|\b(?:i'?d|i would) rather not be on (?:your|the) (?:[a-z]+ )?list\b|\b(?:i'?d|i would) prefer (?:the|your|these) (?:phone )?calls (?:ended|stopped|to end|to stop)\b|\b(?:skip|miss out) (?:my number|me)(?: from now on| in future| going forward)\b|\bgive (?:me|us|my number) a miss (?:from now on|in future|going forward)\b|\bno (?:thanks? )?to (?:any ?more|more|further|future) (?:phone )?calls\b|\bno (?:more )?calls after (?:this|today)\b|\b(?:just )?say no (?:more |further )?calls\b|\bblacklist (?:my number|me|this number)\b|\b(?:i'?m|i am|we'?re) (?:just )?done with (?:the |your |these )?(?:phone )?calls from (?:you|your [a-z]+)\b|\bnote on (?:my|the|your) (?:file|account|record) not to (?:call|ring|phone|contact)\b|\b(?:rubbed|struck|popped) (?:me|us|my number) off\b|\bappreciated if (?:i|we) (?:didn'?t|did not|don'?t|never) (?:hear from|get (?:a |another )?call)[^.!?]*\b(?:again|any ?more)\b|\b(?:i|we) (?:can'?t|cannot) (?:have|take|deal with|cope with) (?:these|the|your) (?:phone )?calls any ?more\b|\bcall it a day (?:on|with) (?:the |these )?(?:phone )?calls\b|\b(?:i|we) (?:won'?t|will not|shan'?t) (?:be needing|need|want|be wanting) (?:a call ?back,? (?:or|and) )?(?:any )?(?:more |further )?(?:phone )?calls\b/u,
    // "You needn't ring again about the meter reading, I've just sent it": one call made needless.
    after: (rest, matched) => !callMadeNeedless(rest, matched),
  },
  {
    // "I'd like my file marked as do not call", "mark me down as not wanting calls", "consider me off your list",
    // "put me on the list of people you don't phone", "I'd quite like to join the no-calls list".
    name: 'mark me down as not wanting calls',
    regex: /\b(?:my|our) (?:file|account|record|number|details|profile) (?:marked|flagged|noted|set|put down|listed) (?:as|to|with) (?:a )?(?:do[ -]not[ -]call|dnc|no (?:calls|contact|phone)|not (?:to be )?(?:called|contacted|phoned))\b|\bmark (?:me|us|my number) (?:down )?as (?:not wanting (?:any )?(?:more )?(?:phone )?calls|do[ -]not[ -]call|no calls|not to be (?:called|phoned|contacted))\b|\bconsider (?:me|us|my number) (?:off|removed from) (?:your|the) (?:[a-z]+ )?list\b|\b(?:on|onto|to|in|join) (?:the|your) list of (?:people|numbers|those|folk|customers) (?:that |who )?(?:you|your [a-z]+) (?:do not|don'?t|never|won'?t|not|shouldn'?t) (?:call|phone|ring|contact)\b|\b(?:join|be on) (?:the|your) (?:[a-z'-]+ )?(?:no[ -]?calls?|do[ -]not[ -]call|dnc) list\b|\bthat (?:my number|i|we|my details|this number) (?:be|is|are) (?:removed|taken off|deleted) (?:from|off)\b/u,
  },
  {
    // "I'd like this to be our final conversation", "make it the last one", "could this be the last call?".
    name: 'make this the last call',
    regex: /\b(?:i'?d|i would|we'?d) like (?:this|that|it|today'?s call) to be (?:the|our|my) (?:very )?(?:last|final) (?:(?:phone )?call|conversation|time|one)\b|\bmake (?:it|this|that|today) (?:the|my|our) (?:very )?(?:last|final)(?: one| call| time)?(?: (?:you|ya) (?:ring|call|phone))?(?=[.,!?]|$| yeah| please| ok)|\b(?:could|can) (?:this|that|today'?s call) be the (?:last|final) (?:call|one|time)\b/u,
  },
  {
    // "I'd also politely ask you not to call back again", "I'll have to ask you not to keep calling".
    name: "I'll have to ask you not to keep calling",
    regex: /\b(?:i'?d|i would|i must|i have to|i'?ll have to|i'?m going to|i'?m afraid i'?ll have to)(?: (?:also|politely|kindly|really|just|very politely))* ask (?:you|that you) (?:not to|to not|don'?t) (?:call|ring|phone|contact|keep (?:calling|ringing|phoning))(?: (?:me|us))?(?: back)?(?: (?:again|any ?more|in (?:the )?future)|(?=[,.!]|$))/u,
  },
  {
    name: "I don't think you ought to be ringing me",
    regex: /\b(?:don'?t|do not) think (?:that )?you (?:ought to|should) be (?:ringing|calling|phoning) (?:me|us)\b/u,
  },
  {
    // "Could you leave us off for good?", "put me down as someone who doesn't want these calls", "I'd appreciate no more calls",
    // "put a flag on my account so nobody rings me", "update your records so I don't get called again", "what I want is no more calls".
    name: 'leave us off for good',
    regex: /\bleave (?:me|us|my number) off (?:for good|your list|the list|it)\b|\bput (?:me|us) down as (?:someone|somebody|a person|one) (?:who|that) (?:doesn'?t|does not|don'?t) want (?:these |any |the |your )?(?:more )?(?:phone )?calls\b|\b(?:i'?d|i would) appreciate no (?:more |further )?(?:phone )?calls\b|\b(?:put|pop|add|place) a (?:flag|note|marker) on (?:my|our|this) (?:account|file|number|record) so (?:that )?(?:nobody|no one|you|your [a-z]+) (?:rings|calls|phones|don'?t|doesn'?t|won'?t)\b|\bupdate (?:your|the) (?:records?|system|file|list|details) so (?:that )?(?:i|we) (?:don'?t|do not|won'?t|never) get (?:called|rung|phoned|contacted)\b|\bso (?:that )?(?:this number|my number|i|we) (?:never gets?|doesn'?t get|won'?t get) (?:a|another|any) (?:phone )?call from (?:you|your [a-z]+)\b|\bwhat (?:i|we) (?:want|need|'d like|would like) is (?:for you to stop(?: calling| ringing)?|no more (?:phone )?calls|to be (?:removed|taken off))\b|\b(?:i'?d|i would) rather hear nothing (?:more )?from (?:you|your [a-z]+)\b|\b(?:i|we) never want to (?:get|receive|have) (?:a|another|any) (?:phone )?call from (?:you|this company|your company|your lot)\b/u,
  },
  {
    name: 'count me out of future calls',
    regex: /\bcount (?:me|us) out of (?:any |all |future |further |more |your )*(?:[a-z]+ )?(?:phone )?calls\b/u,
  },
  {
    // "I request that no further telephone calls be made to me", "put it on record that I've asked not to be called again".
    name: 'I request that no further calls be made',
    regex: /\b(?:request|ask|require|insist|demand)(?:s|ed)? that no (?:further|more) (?:telephone |phone )?calls (?:be|are) made\b|\b(?:on record|minuted|noted|recorded|on file|on my file)(?: that)? (?:i(?:'ve| have)?|we(?:'ve| have)?) (?:asked|requested) (?:not to be (?:called|phoned|contacted|rung)|for no (?:more |further )?(?:phone )?calls)\b/u,
  },
  {
    // Asked before and asked again by complaining it was not done: "I told you last week not to ring me again, why are you ringing?",
    // "I asked to be taken off last month, did that not go through?". Done ("…and you did") is a story, which the guards know.
    name: 'I told you not to ring me, why are you ringing',
    regex: /\b(?:i|we)(?: (?:already|have|'ve|had|did))* (?:told|asked|said to)(?: (?:you|yous|ya|ye|your (?:colleague|lot|people|company|agent|girl|guy)|the (?:last|other|previous) (?:one|person|lady|guy|man|girl|fella|bloke|agent)))?(?: [a-z]+){0,3}? (?:not to (?:call|ring|phone|contact)|to (?:stop (?:calling|ringing|phoning)|take me off|remove me|be taken off|be removed)|don'?t (?:call|ring|phone)|(?:that )?(?:i|we) (?:didn'?t|did not|don'?t) want any more calls)\b[^.!?]*?(?:\bwhy (?:are|do|did|is|have) (?:you|ya|yous|ye)\b|\bwhy you (?:are|keep)\b|\b(?:and|but) (?:here you are|you(?:'re| are) still|yet you|(?:you )?still)\b|\bdid (?:that|it) not (?:go through|happen)\b|\bdidn'?t (?:that|it) (?:go through|happen)\b)/u,
  },
  {
    name: "please don't call (said last)",
    regex: /\b(?:kindly|please) (?:don'?t|do not) (?:call|ring|phone|disturb)(?: (?:me|us))?(?: (?:for|about) (?:this|that|it))?(?: (?:on this number|already))?[.!]*$/u,
  },
  {
    // Consent withdrawn, or an objection under the law ("I object to direct marketing by phone", GDPR Article 21, PECR).
    name: 'I object to marketing calls',
    regex: /\b(?:(?:i|we) (?:hereby |formally |strongly )?(?:object|am objecting)|right to object|(?:lodge|register|raise|make) an objection)\b(?=[^.!?]*\b(?:phon\w*|telephon\w*|call(?:s|ed|ing)?|telesales|telemarketing)\b)(?=[^.!?]*\b(?:marketing|sales|telesales|telemarketing|call(?:s|ed|ing)?|phoning)\b)/u,
  },
  {
    name: 'consider my consent withdrawn',
    regex: /\b(?:my|our|any|all) (?:consent|permission)\b[^.!?]{0,60}?\b(?:is |are |as )?(?:hereby )?(?:withdrawn|revoked|cancell?ed|canceled|rescinded|ended|over)\b(?<=\b(?:calls?|phone|telephone|contact|calling|ringing)\b.*)/u,
  },
  {
    name: "don't include me in your phone campaigns",
    regex: new RegExp(`\\b(?:(?:don'?t|do not|never|not) (?:include|add) (?:me|us|${SELF}) (?:in|to)|leave (?:me|us|${SELF}) (?:out of|off)) (?:any ?more |any |further |future )?(?:of )?${LIST_TARGET}`, 'u'),
  },
  {
    name: 'this number is off limits',
    regex: new RegExp(`\\b(?:(?:mark|flag|list|note) (?:me|us|${SELF}) as|(?:treat|consider) (?:me|us|${SELF})(?: as)?|${SELF} is(?: now)?) (?:off[ -]limits|closed to (?:you|your)|retired|a no[ -]call)\\b|\\b(?:this is|we are|we're|i'm|i am) a no[ -]call (?:household|home|house|number|line|zone|customer)\\b`, 'u'),
  },
  {
    name: 'I want no calls',
    regex: /\b(?:i|we)(?: (?:want|need|would like|would prefer|prefer|wish for|ask for|am asking for)|'d (?:like|prefer)|'m asking for) no (?:(?:more|further|phone|sales|marketing|[a-z'-]+) ){0,3}(?:calls|(?:tele)?phone contact)\b/u,
    after: (rest) => !RESTRICTION.test(rest),
  },
  {
    name: 'this line should not be getting your calls',
    regex: new RegExp(`\\b${SELF} (?:should not|shouldn'?t|must not|mustn'?t|is not to|isn'?t to) be (?:getting|receiving|taking) (?:any |your |these |such )*(?:(?:sales|marketing|phone|cold|robo) )?calls\\b`, 'u'),
  },
  {
    name: 'register a do-not-call for this line',
    regex: new RegExp(`\\b(?:register|log|record|set|put|place|add|enter) (?:a |an )?(?:do[ -]?not[ -]?call|dnc|no[ -]?calls?)(?: (?:request|flag|order|instruction|preference))? (?:for|on|against) (?:me|us|${SELF})\\b`, 'u'),
  },
  {
    // "Ring me again? Don't you dare.": read with the sentence before (findDncRequest).
    name: "call me again? don't you dare",
    regex: /\b(?:call|ring|phone) (?:me|us|here) again\?*,? don'?t you dare\b/u,
  },
  {
    // Said alone, on a call about calls: "Off the list. Now." "Number off your list."
    name: 'off the list (said alone)',
    regex: /^(?:(?:and|now|so|please|just|ok|okay)[,.]? )*(?:(?:me|my number|number|this number|us) )?off (?:the|your|ur) (?:(?:call|calling|phone|contact) )?list\b(?:,? (?:now|please|thanks|thank you|today|immediately))*[.!]*$|^(?:(?:the|your|a) )?(?:do not call|dnc|no call) list,? please[.!]*$/u,
  },
  {
    name: 'take me off it (the list named before)',
    regex: new RegExp(`\\b(?:take|get|remove|put) (?:me|us|${SELF}|my name) off (?:of )?it\\b(?<=\\b(?:lists?|database|register|system|records?|rota|sheet)\\b.*)`, 'u'),
  },
  {
    name: 'no interest in you calling again',
    regex: /\b(?:no|zero) (?:interest|desire|wish|need) (?:in|for) (?:you|your [a-z]+|anyone|any of you) (?:cal+ing|ringing|phoning|contacting|bothering)(?: (?:me|us|here|this number))? (?:ever )?(?:again|any ?more)\b/u,
  },
  {
    name: "it's a no to any more calls",
    regex: /\ba (?:firm |polite |hard |big )?no (?:to|on|for) (?:any ?more|any|further|more|future) (?:(?:phone|sales|marketing) )?calls\b/u,
  },
  {
    name: 'set my preferences to no calls',
    regex: /\b(?:update|set|change|switch|mark|put) (?:my|our) (?:contact )?(?:preferences?|settings?|status|record|file|account|details) (?:to|as) (?:no|do not|don'?t|never) (?:(?:tele)?phone |marketing |sales )?(?:contact|calls?|call)\b/u,
  },
  {
    // A bare clause: "I told the last girl already, no calls!"
    name: 'no calls (a clause alone)',
    regex: /(?:^|(?<!\b(?:after that|since then|from then on|after which))[,;:] |\bbut |\b(?:i'?m|i am|we'?re|we are)(?: still)? (?:saying|telling you|requesting)(?: again)?,? |\b(?:my|our) (?:choice|preference|answer|position) is )(?:(?:please|so|and|but|just|ok|okay) )*(?:no (?:(?:phone|sales|marketing|more|further|(?!one\b|body\b|need\b|point\b|way\b|use\b|chance\b)[a-z]+) ){0,3}(?:calls?|calling|phoning|ringing)(?: to (?:it|(?:this|my|our) (?:house|number|home|phone|line|mobile)))?(?: or (?:sms|texts?|e-?mails?|messages))?|neither (?:phone )?calls nor (?:texts?|sms|e-?mails?|messages))(?: (?:please|thanks|thank you|ever|at all|from (?:you|your [a-z]+)|from now on|any ?more|again|in (?:the )?future|going forward))*(?:,? no (?:texts?|e-?mails?|messages|letters|post|nothing)(?: nothing)?)*(?:,? (?:please|pls|plz|thanks|thank you|ta|cheers|(?:just )?leave (?:me|us) alone))*(?:[.!]*|, (?:all right|alright|okay|ok|yeah|right|understood|got it|yes)[?.!]*)$/u,
  },
  {
    name: "I'm asking you nicely to stop",
    regex: /\b(?:i'm|i am) (?:asking|telling|begging) you(?: (?:nicely|politely|kindly|again|once more|now))* to (?:stop|cease|desist)(?: (?:it|now|please))*[.!]*$(?<=\b(?:calls?|calling|ringing|phoning|rung|rang)\b.*)/u,
  },
  {
    name: "thanks for calling, but please don't again",
    regex: /\b(?:please|do me a favou?r and) (?:(?:don'?t|do not)(?: do(?: it| that)?)?|never do (?:it|that|this)) again[.!]*$(?<=\b(?:call(?:s|ing|ed)?|ring(?:ing)?|rang|rung|phon\w*)\b.*)/u,
  },
  {
    name: "don't disturb me with calls",
    // "Do not disturb me again" on a call can only mean the calls.
    regex: /\b(?:do not|don'?t|please don'?t|never) disturb (?:me|us) (?:again|any ?more)\b|\b(?:don'?t|do not|never|stop|not) (?:disturb(?:ing)?|bother(?:ing)?|troubl(?:e|ing)|pester(?:ing)?) (?:me|us)(?: again)? with (?:your |these |this |any |more |such |all these |all your )?(?:[a-z]+ )?calls\b/u,
  },
  {
    name: 'enough calls',
    regex: /(?:^|[,;:] )(?:(?:ok|okay|right|look|please) )*enough (?:of )?(?:the |these |your )?(?:phone )?calls\b(?: (?:about|for|regarding) (?:[a-z'-]+ ){0,3}[a-z'-]+)?(?: (?:now|already|please))*[,.!]/u,
  },
  {
    name: 'further calls will be documented',
    regex: /\b(?:any|all) (?:further|future|more) (?:phone )?calls? (?:to (?:this|my|our) (?:number|phone|line|house) )?(?:will|shall) be (?:documented|recorded|reported|logged|noted|treated as harassment)\b/u,
  },
  {
    // A registration said as the reason: "I am registered in NIX, so I do not expect calls like this."
    name: "I'm registered, so I don't accept your calls",
    regex: /\b(?:i'm|i am|we're|we are|my number is|this number is) (?:registered|listed|signed up) (?:in|on|with|for) [^,.!?]+,? so (?:i|we) (?:do not|don'?t) (?:expect|want|accept) (?:any |your |these |such )?(?:phone )?calls\b/u,
  },
  {
    name: "you're breaking the law calling me",
    regex: new RegExp(`\\b(?:(?:you're|you are) breaking the law|it's illegal(?: for you)?|it is illegal(?: for you)?) (?:by |to )?(?:cal+(?:ing)?|ring(?:ing)?|phon(?:e|ing)|contact(?:ing)?) (?:me|us|${SELF})\\b`, 'u'),
  },
  {
    // Calls named, how often, then "stop it": "we get your calls every day, stop it".
    name: 'your calls every day, stop it',
    regex: /\b(?:your|these|the) calls\b[^.!?]*\b(?:every (?:day|week|night|morning|evening)|(?:a|per|each) (?:day|week)|all the time|constantly|non-?stop|again and again)\b[^.!?]*?,? (?:so )?(?:stop it|stop|knock it off|cut it out|pack it in)(?:,? (?:now|please|already))*[.!]*$/u,
  },
  {
    name: 'why do you keep calling? stop.',
    regex: /(?<=^|[,.] )(?:(?:so|and|now|please)[ ,]+)*stop(?: it)?(?:,? (?:now|please|already))*(?:[.!]*$|, (?:we|i|it|this|they)(?:'re|'m|'s|'ve| are| am| is| have)\b)(?<=\b(?:keep|kept|keeps|still) (?:cal+ing|ringing|phoning)\b.*)/u,
  },
  {
    name: 'a note on my account: do not call',
    regex: /\b(?:note|flag|mark|notation)\b[^.!?]*?\b(?:file|account|record|records|details|number|policy)\b[:,-]? (?:do not|don'?t|never) (?:call|contact|phone|ring)(?: (?:me|us|this number))?[.!]*$/u,
  },
  {
    name: "you do not have my permission to call",
    regex: /\byou (?:do not|don'?t|no longer) have (?:my|our|any) (?:permission|consent) to (?:call|ring|phone|contact)\b/u,
  },
  {
    name: "I'm registered, why are you calling me?",
    // "I have activated DND on this number. How you are calling me?", "…so you're not allowed to ring me, are you?" (the second read with the first).
    regex: /\b(?:i|we)(?:'ve| have)?(?: already)? (?:registered|register|signed up|enrolled|activated|done|'m registered|am registered|are registered|'re registered)(?: (?:with|on|for|to|in|at|the|my number|this number|this line))* (?:the )?(?:[a-z]+ )?(?:do[ -]?not[ -]?call|tps|telephone preference|dnc|dncl|dnd|ncpr)\b[^.!?]*?\b(?:(?:so |then |and )?why (?:are|do|did|is|am|i'?m|i am|i get|i'?m getting|i am getting|you are|you) (?:you|your|a|this|i|getting|calling|ringing)?|how (?:come|are you|you are|is it)|so you'?re not (?:allowed|supposed)|you (?:can'?t|cannot|shouldn'?t|are not allowed|aren'?t allowed) (?:call|ring|phone))/u,
  },
  {
    // "I put this number on the TPS the day I moved in", "I put my cell on the do-not-call registry so I wouldn't get calls like this": registered, told.
    name: 'I put my number on the registry',
    regex: /\b(?:i|we) (?:put|got|had|listed) (?:this|my|our) (?:[a-z]+ )?(?:number|phone|line|cell|mobile|landline) (?:put |listed )?on (?:the )?(?:tps|telephone preference service|(?:national )?do[ -]?not[ -]?call (?:registry|register|list)|dnc (?:registry|register|list))\b/u,
  },
  {
    name: 'put me on it (the do-not-call list named before)',
    regex: /\bput (?:me|us|my number) on (?:it|yours)\b(?<=\b(?:do[ -]?not[ -]?call|dnc|tps|(?:don'?t|do not) want (?:any )?calls|stops? (?:phone |sales )?(?:marketing|calls))\b.*)/u,
  },
  {
    name: 'consider this a formal do-not-call request',
    regex: /\b(?:consider|take|treat) (?:this|that) (?:as )?(?:a |my )?(?:formal )?(?:do[ -]?not[ -]?call|dnc|opt[- ]?out|removal) (?:request|notice|instruction)\b/u,
  },
];
