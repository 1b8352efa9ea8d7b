/**
 * Request patterns for short and second-language shapes ("my number you
 * delete, please", "no call me", "just DNC this number"), for the plain
 * everyday ones a pattern for the full sentence misses ("leave this number
 * alone", "stay off my phone", "I want to come off it") and for formal
 * requests ("I request that your company no longer telephone me"). Read
 * after PATTERNS, the same way.
 */

import { IMPERATIVE_START, POLITE_PREFIX } from './dnc-guards';
import type { Pattern } from './dnc-patterns';
import { callMadeNeedless, CALLER_SEES_TO_IT, ENDS_REFUSAL, SELF, SOME_CALLS, withoutTopic, YOU } from './dnc-vocabulary';

/** The company's calls named, for a bare order after them: "You've rung four times today. Stop." */
const CALLS_BY_YOU =
  "(?:(?:you|y'all|yous|you lot|you guys|u guys|you people|your (?:company|lot|people|bank|firm|campaign(?: office)?|robot|dialler|insurance people|[a-z]+ people|colleagues?))(?:'ve| have| has| had| keep| kept| all| guys)* (?:been )?(?:rung|rang|called|phoned|ring|call|calls|rings|phones|phone|callin|ringin|phonin|calling|ringing|phoning|keep (?:calling|ringing|phoning))|(?:missed )?calls? from (?:you|this number|your [a-z]+)|(?:it's|it is) you(?: lot| people)? again|on the phone (?:every|all)|every (?:single )?(?:day|night|time|morning|evening)|(?:all )?these calls|permission to (?:ring|call|phone)|(?:the|these|your|those) (?:[a-z]+ ){0,2}?calls\\b|^(?:[a-z]+[,.] )*(?:the|this) (?:phoning|ringing|calling)\\b|(?:i|we)(?:'ve| have)? (?:had|been getting|keep getting|get|got) (?:[a-z]+ ){0,3}?calls\\b|(?:i|we)(?:'ve| have)? been (?:rung|called|phoned)|(?:i|we) keep getting (?:rung|called|phoned)|(?:the )?(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\\d+(?:st|nd|rd|th)) call\\b|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty) (?:missed )?calls\\b)";
/** The bare order: "stop", "quit it", "pack it in", "no more", "don't do it again", "take the hint and stop". */
const BARE_ORDER =
  "(?:(?:so|and|but|just|please|now|ok|okay|look|right|either way|whoever it is|honestly|seriously(?: tho(?:ugh)?)?|like|yeah|well|listen)[, ]+)*(?:stop(?: it)?(?: lol)?|quit it|pack it in|knock it off|cut it out|give it a rest|no more(?: of (?:it|them|that|either))?|enough now|(?:that'?s|that is) it(?: now)?,? no more|(?:do not|don'?t|never)(?: ever)? do (?:it|that|this) again|don'?t|(?:so )?you can stop(?: now)?|take the hint and stop|(?:i'?d|i would) like (?:them|it|this|that) to (?:stop|end)|(?:i|we) want (?:them|it|this|all of it|both) (?:stopped|gone|to stop)|(?:that|this|it) (?:needs|has) to (?:end|stop)|make (?:them|it) stop|(?:i|we) need you to stop|(?:i'?m|i am) (?:asking|telling|begging) you(?:,? as [a-z ]{1,30},)? to stop|can (?:that|this) be the last (?:one|call|time)|(?:i'?d|i would) like (?:it|this|that) to be the (?:last (?:one|call|time)|end of it)|(?:i|we) (?:require|demand|insist) that (?:it|they|this) (?:cease|stop|end)|(?:you|ya) (?:need|have|got) to stop|(?:let'?s )?make (?:it|this|that) the (?:last|final) (?:one|call|time)(?:,? shall we)?|(?:i|we) (?:don'?t|do not) want (?:a|an) (?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|another(?: one)?))(?:,? (?:now|please|already|forever|i mean it|understood|ok|okay|right|today|thanks|thank you|yeah|for good|full stop|the calls|the phoning|the ringing|dear|love|pet|mate))*[.!?]*$";
/** A sentence that is a bare order and nothing else: read with an earlier sentence that names the calls (dnc-request.ts). */
export const BARE_ORDER_ALONE = new RegExp(`^${BARE_ORDER}`, 'u');

export const SHORT_FORMS: Pattern[] = [
  {
    // "So it's a waste of your time calling me. Please just stop." (read with the order after it).
    name: "it's a waste of your time calling me, stop",
    regex: /\bwaste of (?:your|everyone'?s|our|my) time (?:calling|ringing|phoning) (?:me|us)\b[^.!?]*?,? (?:(?:so|please|just|and|now) )*stop(?: it| now| please)*[.!]*$/u,
  },
  {
    name: "there's no point ringing me again",
    regex: /\b(?:there'?s|there is|so) (?:honestly |really |just )?no (?:point|need|reason) (?:in |for you )?(?:to )?(?:keep )?(?:(?:ringing|calling|phoning)|(?:call|ring|phone)) (?:me|us)?(?: ?(?:again|any ?more|ever))?(?= ?(?:(?:again|any ?more|ever)\b|[,.!?]|$))/u,
    // "There's no need to call me again, I'll check the app": the caller sees to it.
    after: (rest, matched) => !CALLER_SEES_TO_IT.test(withoutTopic(rest)) && !callMadeNeedless(rest, matched),
  },
  {
    name: "I'd appreciate you not asking again by phone",
    regex: /\bappreciate (?:it if )?(?:you|your) not (?:calling|ringing|phoning|contacting|asking (?:again )?(?:by|over the) (?:tele)?phone)\b/u,
  },
  {
    name: 'take my number and lose it',
    regex: /\btake (?:my|this|our) (?:phone )?number and (?:lose|bin|burn|forget|delete|throw) it\b/u,
  },
  {
    name: 'try again never',
    regex: /\b(?:try|call|ring)(?: (?:me|us))?(?: back)?(?: again)? never\b/u,
  },
  {
    name: "I don't want a follow-up call, or any calls",
    regex: /\b(?:i|we) (?:do not|don'?t) want\b[^.!?]*\bor any (?:more |other |further )?(?:phone )?calls\b/u,
  },
  {
    name: "don't keep chasing me by phone",
    regex: /\b(?:don'?t|do not|stop) (?:keep )?(?:chasing|hounding|pestering|badgering) (?:me|us) (?:by|on the|over the) (?:tele)?phone\b/u,
  },
  {
    name: "I'm asking you not to (call)",
    regex: /\b(?:i'm|i am) asking you not to\b(?! [a-z]+ (?:me|us) (?:about|before|after|at))(?<=\b(?:call(?:s|ed|ing)?|ring(?:ing|s)?|rang|phon\w*)\b.*)/u,
  },
  {
    // A request renewed, the calls named in an earlier clause or sentence: "I asked in June, you're still calling, so I'm asking again: stop."
    name: "I'm asking you again: stop",
    regex: /\b(?:i'?m|i am) (?:asking|telling|begging) (?:you )?(?:again|now|nicely|politely|one (?:more|last) time|for the (?:last|final|second|third) time)(?:,? (?:and|so))?[:,.]? (?:(?:please|so|now|just|and)[ ,]+)*stop(?: it| calling| ringing| phoning)?\b/u,
  },
  {
    // "Last month I asked you not to call. I'm asking you again, …" (read as one by dnc-request.ts): the old request made anew.
    name: 'I asked you not to call, I am asking again',
    regex: /\b(?:i|we) (?:asked|told) (?:you|ya|your [a-z]+)(?: [a-z]+){0,3} (?:not to (?:call|ring|phone)|to stop)\b[^.!?]*?,? (?:so )?(?:i'?m|i am) (?:asking|telling) (?:you )?again\b/u,
  },
  {
    name: 'put a stop to these calls',
    regex: /\bput (?:a stop|an end) to (?:these|the|your|all (?:these|the|your)) (?:phone |sales |marketing )?calls\b/u,
  },
  {
    name: 'let this be the last call',
    regex: /\blet (?:this|that|today'?s call) be the (?:very )?(?:last|final) (?:call|time|one)\b/u,
  },
  {
    name: 'I want to stop being contacted by phone',
    regex: /\b(?:want|like|need|wish) to stop being (?:called|contacted|rung|phoned)\b/u,
  },
  {
    name: 'get me out of it (the list named before)',
    regex: /\b(?:get|take) (?:me|us|my number) out of it\b(?<=\b(?:lists?|database|system|dialler|dialer)\b.*)/u,
  },
  {
    // Read with the sentence or two before (findDncRequest): "Five missed calls from this number. Five! Quit it."
    name: "you've rung four times, stop",
    // "The calls from you is okay, but the letters, stop please": the letters stopped.
    after: (_rest, matched) => !/\b(?:letters?|texts?|e-?mails?|messages|post|sms|whatsapps?),? (?:(?:please|just) )?stop\b[^,]*$/u.test(matched),
    regex: new RegExp(`\\b${CALLS_BY_YOU}\\b[^]*?[,.!?] ${BARE_ORDER}`, 'u'),
  },
  {
    name: 'stop the texts, and the calls',
    regex: /\bstop (?:the|your|all the|all your) (?:texts?|messages|e-?mails?)(?:,? (?:and|&)|,) (?:(?:also|and) )?(?:the |your )?(?:phone )?calls\b/u,
  },
  {
    name: 'calling me is illegal',
    regex: /\b(?:cold[- ]?)?(?:calling|ringing|phoning) (?:me|us|it|this number|this line) is (?:illegal|against the law|unlawful|not allowed|not permitted)\b/u,
  },
  {
    name: "let's agree you won't call me",
    regex: new RegExp(`\\bagree (?:that )?${YOU}(?:'ll| will)? (?:won'?t|will not|will never|never|don'?t|do not|not)(?: ever)? (?:call|ring|phone|contact) (?:me|us)\\b|\\bagree (?:that )?this (?:is|will be|'ll be) the (?:last|final) (?:call|time|one)\\b`, 'u'),
  },
  {
    name: "flag my number so your agents don't call it",
    regex: /\b(?:(?:flag|mark|note|set up|block|tag) (?:my|this|our) (?:number|account|file|record|details)|make a note) so (?:that )?(?:your|you|the|nobody|no one)(?: [a-z]+)? (?:don'?t|won'?t|do not|will not|never|can'?t|stop|can not|cannot)(?: ever)? (?:call|ring|phone|contact|dial)\b/u,
  },
  {
    name: "arrange things so I'm not called",
    regex: /\b(?:arrange|set|make|fix|change)(?: (?:it|things|that|my (?:preferences|settings|account|details|file|record|profile)))? so (?:that )?(?:(?:i'm|i am|i|we're|we|this number is|my number is) (?:not|never|won'?t be|don'?t get) (?:called|contacted|rung|phoned)|(?:i|we) (?:don'?t|do not|won'?t) get (?:these|any|the|your) (?:phone )?calls|(?:no ?one|nobody|no-one) (?:ever )?(?:rings|calls|phones|contacts) (?:me|us))\b/u,
  },
  {
    name: 'if this was the last time you called',
    regex: new RegExp(`\\bif (?:this|that|today)(?: call)? (?:was|is|were) the (?:very )?(?:last|final) (?:time|call|one)(?: (?:${YOU}|you folks|you guys) (?:called|rang|phoned|call|ring|phone))?\\b|\\bif (?:i|we) never (?:had to )?(?:pick up|get|receive|take|answer) (?:another|a|one more|any more) (?:phone )?call from (?:you|your)\\b|(?:^|\\bit'?d be (?:great|lovely|nice) )if (?:${YOU}) never (?:called|rang|phoned|contacted) (?:me|us)(?: ever)? again\\b`, 'u'),
  },
  {
    name: 'can I not get any more calls',
    regex: new RegExp(`\\b(?:can|could|may) (?:i|we) (?:please )?(?:not|never) (?:get|receive|have) ${SOME_CALLS}\\b`, 'u'),
  },
  {
    name: "I'd ask you not to do it again (the calls named)",
    regex: /\b(?:i'd|i would|i'm|i am|i must|may i) (?:ask|asking|request|requesting) (?:you|that you) (?:not to|to not|never to|don'?t|do not) do (?:it|that|this) again\b(?<=\b(?:call(?:s|ed|ing)?|ring(?:ing)?|rang|rung|phon\w*)\b.*)/u,
  },
  {
    name: "I don't want any more (of the calls named)",
    regex: /\b(?:i|we) (?:do not|don'?t|really don'?t) want any ?more(?: of (?:these|those|them|it|this|that|your calls))?(?: from (?:you|your [a-z]+))?(?=[,.!?]|$| please| thanks| either)(?<=\bcalls?\b.*)/u,
  },
  {
    name: 'stop both, the calls and the texts',
    regex: /\b(?:stop|end) (?:them )?both,? (?:the )?(?:phone )?calls and (?:the )?(?:texts?|messages|sms|e-?mails?)\b|\bno calls and no (?:texts?|messages|sms)\b|\bboth,? (?:the )?calls and (?:the )?(?:texts?|messages)\b(?<=\b(?:stop|end|make them stop)\b.*)/u,
  },
  {
    // Said by people for whom English is a second language: "I am requesting you to block my number from all your calls".
    name: 'block my number from your calls',
    regex: /\bblock (?:my|this|our) (?:phone |mobile )?number from (?:all |any )?(?:your |the )?(?:[a-z]+ )?(?:calls|calling|call lists?|dialler|dialer)\b/u,
  },
  {
    name: 'take off my number',
    regex: /\b(?:take|remove|delete|cut) off (?:my|this|our) (?:number|name|details|phone number)\b/u,
  },
  {
    name: 'my number you delete, please',
    regex: /\b(?:my|this) (?:number|phone number|phone|name) (?:(?:you|please|sir|madam),? )*(?:delete|remove|erase|take (?:it )?off|cut|scratch)\b/u,
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
    regex: /\b(?:dnc|d n c|do-not-call) (?:me|us|this number|my number|this line|this phone)\b|^(?:(?:please|just|so|ok|okay) )?(?:dnc|d n c)(?: please| thanks| me)*[.!]*$/u,
  },
  {
    name: 'stop it for my number',
    regex: /\bstop (?:it|this|calling|the calls?) for (?:my|this|our) (?:number|phone|line)\b/u,
  },
  {
    name: 'the calls… no more',
    regex:
      /\bcalls?\b[^.!?]*[,.] (?:(?:i am saying to you|i'm saying to you|i'm telling you|i am telling you|please|so|and|just|ok|okay),? )*no more[.!]*$|^(?:the |your |all (?:the |your )?)?(?:phone )?calls(?: and (?:the )?(?:texts?|messages|sms))?(?: both| too)?,? (?:(?:please|so|just|now|and),? )*(?:stop|no more)[.!]*$/u,
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
    // "Is my number on your do not call list? I want to come off it, I want the offers": off the list that stops calls.
    before: (clause) => !/\b(?:do[ -]?not[ -]?call|dnc|tps|no[ -]calls?|don'?t[ -]call)\b(?:[^,.;!?]*\b)?lists?\b/u.test(clause),
  },
  {
    // "Nobody from your group is to ring me": a rule laid down for the company.
    name: 'nobody is to ring me',
    regex: /\b(?:nobody|no one|no-one|none of you)(?: (?:from|at|in) (?:your|you) [a-z]+)? (?:is|are) (?:to|allowed to|permitted to|meant to|supposed to) (?:ring|call|phone|contact|telephone) (?:me|us|this number|here)\b/u,
  },
  {
    // "I'd like the pre-recorded messages stopped": a kind of call, wanted stopped.
    name: "I'd like the automated calls stopped",
    regex: /\b(?:i'?d like|i want|i would like|i need) (?:the|these|those|your|all (?:the|your|these)) (?:(?:pre-?recorded|automated|recorded|robot|robo|sales|marketing|survey|cold|nuisance|reminder|upgrade|promotional|collections?|debt) (?:calls|messages)|(?:phone |telephone )?calls)(?: to (?:it|me|this number|here|my [a-z]+))? (?:stopped|ended|switched off|turned off|to stop|to end)\b/u,
  },
  {
    // "Please put a no-calls marker on account number 55017738": the flag named before what it goes on.
    name: 'put a no-calls marker on my account',
    regex: /\b(?:put|place|add|stick|pop|set) (?:a |the )?(?:no[ -]?(?:phone )?calls?|do[ -]not[ -]call|dnc|no[ -]contact|no telephone contact) (?:marker|flag|note|tag|block|preference) (?:on|against|to)\b|\b(?:put|place|add|stick|pop|set) (?:a |the )?no[ -](?:marketing|sales)[ -]calls? (?:marker|flag|note|tag|block|preference) (?:on|against|to)\b/u,
  },
  {
    name: "don't use my number to call me",
    regex: /\b(?:don'?t|do not|never) use (?:it|my number|this number|the number|my details) to (?:call|ring|phone|contact) (?:me|us)\b/u,
  },
  {
    // English as an additional language: "Please, don't give me call anymore."
    name: "don't give me calls any more",
    regex: /\b(?:don'?t|do not|never) (?:give (?:me|us) (?:a |any |more |no )*|make (?:me|us) (?:any |more |no )+)(?:phone )?calls? (?:any ?more|again|no more|from now)\b/u,
  },
  {
    name: 'I request that you no longer call me',
    regex: new RegExp(
      `\\b(?:request|requesting|ask|insist|demand|require)(?: that)? (?:${YOU}|your (?:organi[sz]ation|business|team|office|charity|bank|campaign)) (?:no longer|not|never|stops?|ceases?|do not|don'?t)(?: (?:to|ever))? (?:call|telephone|phone|ring|contact|calling|telephoning|phoning|ringing|contacting|making (?:any |further )?(?:(?:tele)?phone )?calls to) (?:${SELF})\\b`,
      'u',
    ),
    after: (rest) => ENDS_REFUSAL.test(withoutTopic(rest)),
  },
  {
    // "Would it be possible not to receive calls from you any more?": asked as a polite request.
    name: 'would it be possible not to be called',
    regex: new RegExp(`\\b(?:is|would|will|could) it (?:be )?possible(?: for (?:me|us))?(?:,? [a-z0-9]+,)? (?:(?:not|never) to|to (?:not|never)) (?:be (?:called|contacted|rung|phoned)|(?:receive|get|have) ${SOME_CALLS})\\b`, 'u'),
  },
  {
    name: 'a note saying not to phone me',
    regex: /\b(?:note|flag|marker|mark)\b[^.!?]*?\b(?:saying|that says|to say|stating|reading)(?: that)? (?:not to|do not|don'?t|never to|never|no one is to|nobody is to) (?:call|phone|ring|contact)(?: (?:me|us|this number))?\b/u,
  },
  {
    // Said for someone by name or by the caller of themself: "Mrs Doreen Pike does not want any more telephone calls from your company".
    name: 'does not want any more calls from your company',
    // "I'm calling for my nan, she doesn't want…": her wish, passed on.
    before: (clause) => !/\b(?:she|he|they|(?:my|his|her) [a-z'-]+)\s*$/u.test(clause),
    regex: /\b(?:does not|doesn'?t) want (?:any ?more|any|no more|further) (?:telephone |phone |sales |marketing )?calls from (?:you|your (?:company|firm|lot|people))\b|\b(?:customer|caller|client|account holder|(?:this|the) (?:customer|caller|person|household)) (?:does not|doesn'?t) want (?:any )?(?:more )?(?:telephone |phone |sales |marketing )?calls\b/u,
  },
  {
    // "I'm done getting calls from you": the calls from this company, refused ("I'm done taking calls for today" is not about them).
    name: "I'm done getting calls from you",
    regex: /\b(?:i'?m|i am|we'?re|we are) (?:so |completely |totally |well and truly )?(?:done|finished|through) (?:with )?(?:getting|receiving|taking|having|answering) (?:any |these |your |the |all (?:these |your |the )?)?(?:[a-z]+ )?calls from (?:you|your [a-z]+|this [a-z]+)\b/u,
  },
  {
    // "Put 'no calls' on my file": the marker's words quoted, as an order ("the lady in the branch put a 'no calls' flag on" is a story).
    name: "put 'no calls' on my file",
    before: (clause) => IMPERATIVE_START.test(clause === '' ? '' : `${clause.trim()} `) || POLITE_PREFIX.test(clause),
    regex: /\b(?:put|add|set|place|stick|mark|write) (?:a |an )?'(?:do[ -]not[ -]call|dnc|no (?:phone )?calls?|no contact)'(?: (?:marker|flag|note|status))? (?:on|against|to|in) (?:my|the|this|our) (?:account|record|file|profile|number|details|notes)\b/u,
  },
  {
    // "What I don't want is another phone call trying to sell me the cover": the calls refused, said as a cleft.
    name: "what I don't want is another call",
    regex: /\bwhat (?:i|we) (?:don'?t|do not) want(?: any ?more)? is (?:another|any(?: more)?|more|anyone|anybody|someone|somebody|people|you) (?:[a-z'-]+ ){0,3}?(?:(?:phone )?calls?|ringing|calling|phoning)\b/u,
  },
  {
    // "I never want a call from you again", "I expect not to hear from you": the calls refused for good, as a statement.
    name: 'I never want a call from you again',
    regex: /\b(?:i|we) never want (?:a|another|any) (?:phone |sales )?call from (?:you|your [a-z]+)(?: [a-z]+)? again\b|\b(?:i|we) expect not to (?:hear from (?:you|your [a-z]+)|be (?:called|rung|phoned|contacted))(?: again)?\b|\b(?:i'?m|i am|we'?re) (?:done|finished|through) being (?:rung|called|phoned|contacted|pestered|bothered)(?: by (?:you|your [a-z]+))?\b/u,
  },
  {
    // "Phoning me is off the table", "the phone's off limits to your company": calls ruled out.
    name: 'phoning me is off the table',
    regex: /\b(?:(?:phoning|calling|ringing) (?:me|us|this number)(?: is| are)?|(?:the|my) phone(?:'s| is)) (?:off (?:the table|limits)|out of the question|out of bounds)\b/u,
  },
  {
    // "You've had your last go at this number", "let's not have any more of these calls".
    name: "you've had your last go",
    regex: /\byou'?ve had your last (?:go|chance|try|call)\b|\blet'?s (?:not have|have no) (?:any )?more (?:of )?(?:these |those |your |the )?(?:[a-z]+ )?calls\b/u,
  },
  {
    name: 'call off the calls',
    regex: /\bcall off (?:the|these|those|your|all (?:the|these|your)) (?:[a-z]+ )?calls\b/u,
  },
  {
    // "Your calls aren't wanted here": refused, not only complained of.
    name: "your calls aren't wanted",
    regex: /\b(?:your|these|those|the|any|all (?:your|these|the)) (?:[a-z]+ )?calls (?:aren'?t|are not|are no longer|is not|isn'?t) (?:wanted|welcome)\b(?! (?:today|right now|at the moment|this (?:week|month)|before|after|until|till|during)\b)/u,
  },
  {
    // "Contact me by email, never by phone": the other way named, and calls refused for good.
    name: 'contact me by email, never by phone',
    regex: /\b(?:contact|reach|e-?mail|write to|text|message|get (?:in touch with|hold of)) (?:me|us)\b[^.!?]{0,40}?,? (?:but )?(?:never|not ever|no longer) (?:by|over the|on the|via) (?:tele)?phone\b/u,
  },
  {
    // "Don't market to me by phone": selling by phone refused.
    name: "don't market to me by phone",
    regex: /\b(?:don'?t|do not|never|stop) (?:market(?:ing)?|sell(?:ing)?|advertis(?:e|ing)|pitch(?:ing)?)(?: (?:anything|things|stuff|products))? to (?:me|us) (?:by|over the|on the|via) (?:tele)?phone\b/u,
  },
  {
    // "National DNC list — I'm on it", "TPS registered.": the registry named first, this line said to be on it.
    name: "the do-not-call list: I'm on it",
    regex: /\b(?:national )?(?:dnc|do[ -]not[ -]call|c?tps|telephone preference(?: service)?)(?: (?:list|register|registry))? ?(?:—|–|-|:|,) ?(?:i'?m|i am|we'?re|we are|(?:this|my|our) (?:number|line|phone)(?:'s| is)) on it\b|^(?:c?tps|dnc)[ -](?:registered|listed)\b/u,
  },
];
