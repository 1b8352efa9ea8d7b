/**
 * The guards: the ways the words of a request are NOT one (a question, a
 * negation, someone else's words or phone, a list that is not for calls, the
 * caller's own hypothetical). Each is narrow and says why it exists.
 */

import {
  CONDITION_FIRST, CORRECTED_AFTER, DONE_ALREADY, HOW_IT_IS_DONE, LATER_OR_LATER_MIND, LIMITED_FIRST, MEANS_TO, OWN_WORDS_AFTER, PASSED_THROUGH_THE_CALLER, QUOTED_FROM, QUOTED_FROM_SELF, RELAYED_WISH, SAID_TO_SOMEONE_AFTER, TAKEN_BACK, THEIR_LIST, TOLD_THEM_EARLIER, WISH_STATED, WOULD_ASK,
} from './dnc-guard-phrases';

/** "She put us on the do not call registry", "I've added my number to the registry": what someone did, told; "can I put…" still asks. */
export const DONE_BY_SOMEONE = /(?:^|\b)(?<!\b(?:can|could|may|might|shall|will|would) )(?:she|he|they|i|we|someone|somebody|(?:my|our|his|her) [a-z'-]+)(?:'ve|'d| (?:already|once|previously|also|had|has|have))* ?$/u;

/**
 * Lists that are not for calls: leaving the newsletter, the waiting list or the authorised users is not
 * leaving the calling list. The word must be attached to the list ("the mailing list", "the list of
 * authorised users", "out of the marketing emails"), and a list also named for calls stays one.
 */
export const OTHER_THING = '(?:patients?|public|install(?:ation)?|paper|letters?|clinic|appointments?|bill|billing|lucky draw|guarantor|mailing|mail|e-?mails?|newsletters?|waiting|waitlist|priority services?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|texts?|text message|sms|postal|post|catalog(?:ue)?|guest|wish|shopping|emergency|authori[sz]ed(?: users?)?|users?|members?|membership|subscribers?|alerts?|notifications?|loyalty|rewards|beta|priority|invitations?|invites?|(?:named )?drivers|beneficiar(?:y|ies)|account holders|signatories|guarantors|attendees|volunteers|participants|jurors|jury|emergency contacts?|polling|electoral|shifts?|deliver(?:y|ies)|magazines?|brochures?|leaflets?|flyers?|printed [a-z]+|whatsapp|broadcast|prize draw|raffle|standby|stand-by|cancellations?|christmas(?: card)?|cards?|volunteer|rota|open|edited|door-?knocking|joint account|statements?|add-?ons?|donors?|organ donor|suppliers?|stockists?|vendors?|directory|transfer|housing|trips?|class|classes|course|event|tour|sessions?|team|squad|pre[- ]?orders?|back ?orders?|reservations?|pta)';
export const NOT_A_CALLS_LIST = new RegExp(
  `\\b${OTHER_THING}(?:'s|')? (?:[a-z'-]+ )?(?:lists?|listings?|database|register|registry|group|records?|system|programme|program|roll|rota|roster|schedule|director(?:y|ies))\\b|\\b(?:lists?|database|register|registry|rota) (?:of|for) (?:the |all |your |our |my )?(?:[a-z'-]+ )?${OTHER_THING}\\b|\\b(?:out of|from|off) (?:the |your |all |these |those |any |my )*(?:[a-z'-]+ )?(?:e-?mails?|texts?|sms|newsletters?|mailings?|alerts)\\b|\\b(?:for|by) (?:the )?(?:post|mail|letters?|e-?mails?|texts?|sms)\\b|\\b(?:survey|online|research|consumer|customer|focus) (?:panel|group)\\b|\\b(?:phone|telephone) (?:directory|book)\\b|\\blists? of (?:the )?(?:people|speakers|guests|attendees|members|volunteers|helpers|names|drivers|collectors)\\b(?! (?:to|we|you) (?:ring|call|phone|contact))`,
  'u',
);
export const NAMES_CALLS = /\b(?:call|calls|calling|phone calls?|phone lists?|phone marketing|telephone|dial+ing|dial+er|robocalls?|telemarketing|dnc)\b/u;
/** "The list for the car park permits", "the rota for the parents' evening": a list for something the caller waits or works for, not a sales topic. */
const LIST_FOR_A_THING =
  /\bthe (?:[a-z'-]+ )?(?:list|rota|roster) for (?:the |a |an |my |our )?(?!(?:good|ever|life|now|all|any|calls?|calling|phone|telephone|sales|marketing|cold|this|that|these|those|future|further|me|us|you|your|now|today|tonight|a (?:while|bit|month|week|year))\b)[a-z'-]+(?![^,.;!?]*\b(?:offers?|deals?|promotions?|sales|marketing|products?|quotes?)\b)/u;
export function notForCalls(text: string): boolean {
  return (NOT_A_CALLS_LIST.test(text) || LIST_FOR_A_THING.test(text)) && !NAMES_CALLS.test(text);
}

/**
 * A negation right before the request, with only "asking you to"-type words
 * between: "don't stop calling", "I'm not asking you to stop calling", "I
 * never said take me off". Words in between that carry meaning of their own
 * ("I'm not interested, stop calling") end the negation's reach.
 */
export const BRIDGE =
  "(?:asking|ask|asked|saying|say|said|yell|yelling|shout|shouting|scream|telling|tell|told|want|wanting|wanted|wanna|need|needed|going|gonna|trying|try|mean|meant|expecting|expect|requesting|request|hoping|hope|suggesting|suggest|planning|you|ya|ye|u|guys|y'all|yall|to|i|me|am|is|was|that|really|actually|necessarily|like|would|have|had|just|ever|even|sure|for|it|him|her|them|so|much|as|any|one|anyone|gonna|why|should|a|an|after|be|being)";
export const NEGATED = new RegExp(
  `(?:\\b(?:never|not|n't) (?:ask|tell|want) (?:a|an|the|any) [a-z'-]+ to ?$|\\bn't go so far as to say ?$|n't|\\b(?:not|never|dont|didnt|doesnt|wont|cant|no need to|no reason to|nobody(?:'s)?|no one(?:'s)?|noone|without|no(?= (?:saying|asking|telling)\\b)))(?: ${BRIDGE})* ?$`,
  'u',
);
/** "if you don't stop calling I'll report you", "why don't you stop calling": requests all the same, the negation belongs to the threat or the suggestion. */
export const THREAT = /\bwhy (?:don'?t|dont|do not) (?:you|ya|y'all|yall|you guys|you people)(?: just)? ?$|\b(?:if|unless) (?:you|ya|y'all|yall|you guys|you people|they|your company)(?: (?:don'?t|dont|do not|won'?t|wont|will not|can'?t|cant))?(?: ever)? ?$/u;

/**
 * Someone else's words or phone: "my mom said stop calling her". A request
 * that also names the caller's own phone ("my husband wants you to stop
 * calling us") stands: it is this household asking.
 */
export const NOUN_WORD = "(?!(?:i|you|we|me|time|times|day|week|month|year|and|but|so|then|when|if)\\b)[a-z'-]+";
/** Someone else's words, not a wish: "my daughter said don't call me again and hung up", even about "me". */
export const REPORTED_WORDS =
  /\b(?:said|says|saying|told|yelled|yells|shouted|shouts|screamed|screams|'s shouting|is shouting|was shouting|goes),?\s+(?:(?:to|at) [a-z'-]+(?: [a-z'-]+)?,? |(?:at|to) (?:one of )?(?:your|the|his|her) [a-z'-]+,? )?(?:that )?'?$|\bwords (?:to [a-z' ]+ )?(?:were|was):? '?$|\b(?:told|asked) (?:you|ya|(?:your|yeer|yer|ye) [a-z'-]+|(?:the|that|this) (?:[a-z'-]+ )?[a-z'-]+(?: from (?:your|the) [a-z]+)?|them)(?: (?:last|this|a|one) [a-z]+(?: ago)?| on [a-z]+day| (?:before|already|once|twice|yesterday))*(?: (?:to|not to))?,? ?$/u;
/**
 * The subject may be named at length ("the previous owner of this line"), do something else first ("hung up on you and told
 * you…") or be run into its verb ("Grandad's asking you to stop ringing").
 */
export const REPORTED = new RegExp(
  `\\b(?:he|she|they|someone|somebody|people|everyone|everybody|mum|mom|mummy|mommy|mam|mammy|dad|daddy|papa|mama|grandma|granny|gran|nan|nana|grandad|grandpa|(?:my|his|her|their|the|a|an|some|your|our) (?:${NOUN_WORD} ){0,2}?${NOUN_WORD}(?: (?:of|from|at|in) (?:this|the|that|your|my|our) (?:${NOUN_WORD} )?${NOUN_WORD})?)(?:'s(?= (?:asking|begging)\\b))? (?:(?:(?!(?:i|we)\\b)[a-z'-]+ ){1,8}?(?:and|then) (?:then |also )?)?(?:(?:just|always|also|even|already|probably|likely|definitely|may|might|will|'ll|would|could|is going to|is gonna|usually|often|sometimes|still|then|literally|did) )*(?:said|says|say|told|tell|tells|asked|ask|asks|wants|want|wanted|saying|telling|wishes|wished|(?:keeps?|kept|is|was|were|are|'s)(?: always)? (?:saying|telling|asking|yelling|shouting|screaming|muttering)|yelled|yells|shouted|shouts|screamed|screams|texted|wrote|writes|needs|needed|meant|mutters|muttered|goes|promised|promises|reckons|reckoned|thinks|shouting|yelling|screaming|(?<='s )(?:asking|begging))\\b`,
  'u',
);
export const REPORTED_LATER = new RegExp(
  `\\b(?:he|she|they|someone|somebody|(?:my|his|her|their|the|a|an|some) (?:${NOUN_WORD} ){0,2}?${NOUN_WORD})(?:'ll|'d| (?:(?:just|probably|likely|definitely|also|maybe) )*(?:may|might|will|'ll|would|could|is going to|is gonna))(?: (?:just|probably|likely|definitely|also|maybe))* (?:say|tell|ask|want|yell|insist|demand)\\b`,
  'u',
);
/** The caller passing the words on to someone else: "I told my sister to stop calling me so late". */
export const ADDRESSED_TO_OTHER = /\b(?:told|tell|tells|asked|ask|asks|telling|asking|begged|beg|said to) (?:him|her|(?:my|his|her|their|our) [a-z'-]+(?: [a-z'-]+)?)[:,]? (?:to )?$/u;
/**
 * The caller's own words, told in the past to another firm: "I told the bank to stop calling me, not you",
 * "I asked the phone company last month to take me off their list". A person at the other end ("I told the
 * lady last week to stop calling") is likely this company's, and a request made again; so is "…your list".
 */
export const TOLD_ANOTHER_FIRM = new RegExp(
  `\\b(?:told|asked|begged|instructed|emailed|wrote to|had told|had asked|'d told|'d asked|(?:keep|kept|have to keep) (?:telling|asking)|(?:screamed|yelled|shouted) at) (?:(?:the|a|an|that|this|another|one|every|some|all the|two|three|four|five|several|a few|loads of|dozens of) (?!(?:last |other |previous |first |same |other )?(?:guy|lady|man|woman|girl|boy|person|agent|rep|representative|caller|one|bloke|chap|fella|fellow|operator|people|folks|team)\\b)(?:${NOUN_WORD} ){0,2}?${NOUN_WORD}|them|all of them|both of them|(?!(?:you|ya|ye|youse|yous|u|y'all|yall|your|him|her|me|us|everyone|everybody|people|someone|somebody|anyone)\\b)[a-z]+(?:'s)?(?: (?:gas|media|energy|mobile|bank|power|water|telecom|insurance|broadband|direct|water))?)(?: (?:that |who |which )?(?:i'?m|i am|we'?re|i was|i'?ve been|i used to be) (?:with|signed up (?:to|with)|a customer (?:of|with)))?(?: (?:last|this|a|two|three|few|several|a few|a couple of|a hundred|a dozen|so many|many) (?:week|month|year|time|days?|weeks|months|years)(?: ago)?| (?:before|already|again|too|recently|once|twice|alone))* (?:to |not to |that |if they could |whether they could )?$`,
  'u',
);
/** The caller's own hypothetical or intention: "if I ever want you to stop calling", "I may ask you to…", "I was about to tell you to…". */
export const OWN_HYPOTHETICAL =
  /\bif (?:i|we)\b(?! (?:could|may|might)\b)|\bif it (?:were|was|was ever) (?:up to|down to) (?:me|us)\b|\b(?:i|we) (?:(?:just|really|actually|probably|honestly) )?(?:may|might(?! as well)|was (?:about|going|planning|thinking|gonna)|were (?:about|going|planning|thinking|gonna)|was gonna|had planned|nearly|almost)\b|\b(?:i|we)(?:'d| would)(?: (?:say|have said|have asked)|(?:'ve| have) (?:say|tell you|ask you|said|told you|asked you))\b|\b(?:i|we)(?:'ll| will| would|'d| shall) (?:probably|maybe|perhaps|likely|possibly|eventually)(?: (?:have to|end up|just|then))* (?:ask|tell|say|request|asking|telling)\b|\b(?:i|we)(?:'ll| will|'m| am| are|'re)? (?:(?:think|thinking|considering|consider) (?:about|of)|considering) (?:[a-z'-]+ )?$|\b(?:says|said|thinks|think|reckons|feels) (?:i|we) (?:should|ought to|could|might)\b|\b(?:maybe|perhaps|one day|someday|some day)(?: (?:one day|someday|next (?:year|week|month|time)))?,? (?:i|we)(?:'ll| will| might| may)\b|\bwhether to (?:ask|tell)\b|\b(?:been )?(?:meaning|planning|intending) to $|\b(?:i'm|i am|we're|we are) (?:going to|gonna|about to) ?$|\b(?:i|we) could (?:ask|tell) (?:you|ya)\b|\b(?:thinking|thought) (?:of|about) (?:asking|telling)\b|\bwhether (?:i|we) (?:want|should|ask)\b|\bthat (?:i|we) (?:can|could|may) ask\b|\b(?:i|we)(?:'d| would) (?:like|love) to say ?$|\b(?:kind of|sort of|half) want to (?:tell|ask|say)\b|\b(?:maybe|perhaps) one day,? (?:i|we) (?:ask|tell)\b|\byou'?d think (?:that )?(?:i|we)'?d\b|\b(?:i'm|i am) (?:going to|gonna) (?:tell|ask) (?:them|him|her)\b/u;
/** Words quoted after someone else's "says", "yells": "my dad shouts 'stop calling!' at the radio". */
export const QUOTE_OPENS = /(?:^|\s)'$/u;
/** A hypothetical or a past state: "will you take me off the list if I ask?", "I used to be on the do not call list". */
export const HYPOTHETICAL = /\b(?:if|suppose|supposing|say|what if|imagine) (?:i|we) (?:ask|asked|say|said|request|requested|tell|told|want|wanted)\b/u;
export const OWN_OBJECT = /\b(?:me|us|myself|the house|the household|here|my (?:cell|mobile|phone|number|landline|line|home phone|house phone)|this (?:number|phone|line|house)|our (?:house|number|phone|home|landline)|i|i'm|im|we)\b/u;

/**
 * Questions ask about a request instead of making one ("is this on the do
 * not call list?", "did you take me off?"). Three question shapes are still
 * requests: a polite one ("could you take me off your list?"), one that
 * starts with the request and ends in a tag ("stop calling me, okay?"), and
 * "how do I get off your list?".
 */
export const QUESTION_START =
  /^(?:is|are|am|was|were|does|did|have|has|had|should|shall|may|might|why|what(?! (?:i|we)(?:'ll| will|'m| am|'d| would)? ?(?:say|saying|want|need|like|asking|ask|mean|tell|telling)\b)|when|where|who|whom|which|whose|how|isn't|aren't|doesn't(?! matter)|didn't|haven't|hasn't|wasn't|weren't|do (?:you|i|we|they|he|she|u|ya|y'all)|can (?:i|we|they|he|she)(?! (?:please |just )*(?:(?:not |never )?(?:be|get|have|ask you to)|say|add|mention|be honest))|could (?:i|we|they|he|she)(?! (?:please |just )*(?:be|get|have|ask you to)))\b/u;
export const FILLER = "(?:please|pls|plz|just|kindly|so|and|now|look|listen|ok|okay|hey|yeah|yes|no|nope|sir|ma'am|well|oh|hi|hello|again|simply|go ahead and|also|seriously|honestly|like|you|can|guys|finally|i said|i told you|i asked you to|maybe|perhaps|right|that'?s it|thats it|sorry)";
export const POLITE_PREFIX =
  /(?:^|\b)(?:(?:can|could|would|will|won't|wont|can't|cant) (?:you|ya|ye|yow|youse|yous|u|y'all|yall|you guys|you people|you lot|someone|somebody|a (?:real )?(?:person|human)|your company|(?:the|your) [a-z']+(?: [a-z']+)?)(?: not| no)?(?: be so kind(?: as)? to| be kind enough to| see (?:your|their) way(?: clear)? to)?|(?:(?:would|do) (?:you|ya|y'all|you guys)|(?:if )?you'?d|(?:if )?you would) mind(?: (?:awfully|terribly|very much|at all))?(?: if i ask(?:ed)?(?: you)?(?: to)?)?)(?: (?:please(?: to)?|pls|plz|just|kindly|maybe|like|lowkey|quickly|go ahead and|finally|also|then|possibly|properly|be able to|be so good as to|see (?:your|their) way(?: clear)? to|awfully|terribly|very much|at all),?)*(?: (?:make|make a note|note|put (?:(?:a note|it|that) )?(?:down )?(?:on|in) (?:(?:my |the |your |our )?(?:file|account|records?|system|notes)|there)|make sure|tell (?:them|everyone|everybody|your [a-z'-]+)|let (?:them|everyone|everybody|your [a-z'-]+) know|record|write down|pass on|confirm|(?:pop|stick|leave|add|put) (?:a|an)|ever)(?: (?:on|in) (?:my |the |your |our )?(?:file|account|records?|system|notes))?(?: that)?(?: you'?ll| you will)?| (?:process|action|handle|log|register|put through|submit|honou?r) (?:my|our|this|the))?,? ?$|(?:^|\b)(?:may|might|can|could) (?:i|we)(?: (?:please|kindly|just|also))* (?:ask|request|beg)(?: (?:that|if|whether))?(?: (?:you|ya|y'all|you guys|you people|your company|someone))?(?:,? (?:nicely|politely|kindly),?)?(?: (?:please|kindly|to|not|would|could|will|can|just))* ?$|(?:^|\b)how many (?:more )?times (?:do|must|will|should|have|did|am|shall|'ve) (?:i|we)(?: (?:have|got|need|going|gonna))?(?: to)?(?: (?:ask|tell|say|beg|request|asked|told|said|begged))?(?: (?:you|ya|u|ye|youse|y'all|yall|you guys|you people|you lot|your company|your people|them))?(?: (?:to|that|not to|please))*(?: to [a-z']+(?: off)? and)? ?$|(?:^|\b)how many (?:more )?times(?: (?:man|mate|now|already|love|dear))?,? ?$|(?:^|\b)(?:how about|what about) (?:you|ya|you guys)(?: just)? ?$|(?:^|\b)(?:can|could|may) (?:i|we)(?: (?:please|pls|just|maybe))*(?: make sure(?: that)?| have| get)? ?$|(?:^|\b)(?:is (?:it )?possible(?: that)?|i wonder if|i was wondering if)(?: you)?(?: could)? ?$|(?:^|\b)(?:can|could|would|will) (?:you|ya|someone|somebody)(?: (?:please|just))* (?:pop|stick|leave|add|put|make|write|have) ?$|(?:^|\b)(?:is there (?:a|any) way|any chance) (?:you|your company|you guys) (?:could|can|would)(?: (?:please|just|kindly))* ?$|(?:^|\b)why don'?t you(?: just)? ?$|(?:^|\b)(?:would|will|is) (?:it|you) (?:be )?(?:(?:awfully|terribly|very|too|a bit|really|at all|so) )*(?:cheeky|rude|much|a problem|offended|upset|cross|annoyed|bothered|alright|all right|ok|okay)(?: (?:of me|for me|with you))? (?:to ask(?: (?:you|ya))?(?: (?:to|not to|for))?|to|if (?:i|we) ask(?:ed)?(?: (?:you|ya))?(?: (?:to|not to|for))?)(?: (?:just|please))? ?$|(?:^|\b)is it (?:alright|all right|ok|okay|fine) if (?:you|ya)(?: (?:just|could|can))? ?$|(?:^|\b)how (?:do|can|could|would) (?:i|we)(?: (?:just|please))* ?$|(?:^|\b)(?:is|would|will|could|might) (?:it (?:be )?possible|there (?:be )?(?:a|any) way) (?:for (?:me|us|you) )?(?:to ?)?$|(?:^|\b)(?:(?:do|did) (?:you|ya|u) (?:think|reckon|suppose|figure)|(?:i )?don'?t suppose|any chance|is there any chance) (?:that )?(?:you|ya|u|you lot|your lot|you guys|someone|somebody) (?:could|can|would|might|will)(?: (?:please|pls|just|kindly|maybe|possibly|perhaps|be able to|see (?:your|their) way(?: clear)? to))*(?: (?:pop|stick|leave|add|put|make|write|have))? ?$/u;
/** Tags that make an order sound like a question ("stop calling, yeah?", "no more calls, do you hear me?"): the order stands. */
export const TAG_QUESTION = /,\s*(?:¿?si|na|yeah|yes|okay|ok|'?kay|alright|all right|right|eh|innit|got it|understood|understand|do you understand|you understand|hear me|you hear me|do you hear me|ya hear|hear|yuh hear|is that understood|understood|is that clear|will you|would you|won't you|can you|could you|is that clear|clear|capiche|please|can|can or not|lah|ok lah|okay lah|aye|you hear|if that'?s (?:ok|okay|alright|all right|fine)(?: with you)?|if you don'?t mind|would ya|will ya|could ya|can ya|won't ya|ah|aah|eh|hey|ne|samjhe|samjha|samjhi|theek hai|hai na)\s*\?+\s*$|\s(?:can or not|can anot|can|yeah|aye|innit)\s*\?+\s*$/u;
/** "are you deaf, I said don't call me again": the caller's own request, said again, inside a question. */
export const SAID_AGAIN = /\b(?:i|we)(?: (?:already|just|have|'ve|did|have already|'ve already))? (?:said|told you|asked you|told ya|asked ya)(?: (?:so many|many|several|a hundred|ten|five|three|two) times)?(?: (?:before|already))?(?: (?:to|not to))?,? ?$/u;
/** Where the caller's own clause starts in a run-on: "who gave you this number i want no more calls", "why do you keep calling me stop it". */
const OWN_CLAUSE_WORD = /^(?:i|we|i'm|im|i've|we're|i'd|stop|take|remove|please|don't|dont|just|put|matter|anyway|whatever|actually|but)$/u;
/** Words of a run-on a question word can still govern. */
const RUN_ON_QUESTION_WORDS = 6;
/** "I'm on the TPS, aren't I?": a short tag after a statement makes it the question. */
export const STATEMENT_TAG = /,\s*(?:aren't|isn't|don't|doesn't|didn't|haven't|hasn't|wasn't|weren't|won't|can't|am|is|are|do|does|did|have|has|was|were|will|can)\s+(?:i|it|you|we|they|he|she|there)\s*\?+\s*$/u;
/** "What part of 'don't call me again' don't you understand?": the quoted words are the caller's own, asked again. */
export const RHETORICAL = /(?:^|\b)(?:what (?:part|bit) of ?'? ?|(?:didn'?t|did not|haven'?t|have not) (?:i|we) (?:already )?(?:ask(?:ed)?|tell|told) (?:you|ya|you lot|you people|you guys|your lot)(?: already| last (?:week|month|time|year)| before| yesterday)? (?:to |not to )?|how about (?:you|ya|y'all)(?: lot| guys| people| folks)? |why (?:don'?t|dont) you (?:just )?do (?:us both|me|us|everyone|yourselves|yourself|the world) a favou?r and |how many (?:more )?times (?:do|must|will|have|should|shall|am) (?:i|we) (?:have to |need to |got to |gotta |going to )?(?:ask(?: you)?|tell (?:you|ya)(?: lot| people| guys)?|say (?:it|this|that)|repeat (?:it|this|myself))(?: (?:this|it|that))? (?:before|until|till|til|'til) (?:you|ya|y'all|you lot|your lot|you people|you guys|your company|they) (?:will |finally |actually |all )?|(?:isn'?t it|is it not) (?:obvious|clear|plain)(?: (?:by now|yet|enough))? that (?:i'?d |i would |we'?d )?(?:(?:much )?(?:rather|prefer|like) )?)$/u;
/** "How do I get on the do not call registry?" asks about the public registry; "…off your list?" asks this company. */
export const HOW_DO_I = /(?:^|\b)(?:how (?:do|can|could|would) (?:i|we)(?: (?:just|please))*|is there (?:a|any) way(?: for (?:me|us))? to) ?$/u;
export const IMPERATIVE_START = new RegExp(`^(?:${FILLER},? )*$`, 'u');

/**
 * A question mark asks about the clause it ends: "don't call me, why are you calling again?" makes a
 * request and then asks something else. A match whose clause opens as an order and is followed by another
 * clause is left to the other checks; a sentence that opens with a question word is a question throughout.
 */
/** A statement tag, not an order's tag ("…, will you?" keeps the order). */
function endsInStatementTag(sentence: string): boolean {
  return STATEMENT_TAG.test(sentence) && !TAG_QUESTION.test(sentence) && !NOT_MEANT_TO_CALL.test(sentence);
}

/** "I'm on the TPS, so you're not really meant to be ringing me, are you?": the tag presses the objection, it does not ask. */
const NOT_MEANT_TO_CALL = /\b(?:you'?re|you are) not (?:really |even )?(?:meant|supposed|allowed|permitted) to (?:be )?(?:call|ring|phon|contact)[a-z]*\b[^.!?]*, (?:are|do|should) (?:you|ya)\s*\?+\s*$/u;

export function isQuestion(sentence: string, index = 0, end = sentence.length): boolean {
  const asked = /\?\s*$/u.test(sentence) && !TAG_QUESTION.test(sentence) && !NOT_MEANT_TO_CALL.test(sentence);
  // "Is enough, no more calling to me": a question word opens the first clause, and an order follows it.
  if (QUESTION_START.test(sentence)) {
    if (asked) return true;
    // Speech-to-text writes no question mark: past the first few words of a run-on, the question has ended ("who gave you this number i want no more calls").
    // "does being on the do not call registry stop political calls" is one question all the way: a run-on needs the caller's own clause.
    const words = sentence.slice(0, index).split(' ');
    if (words.length > RUN_ON_QUESTION_WORDS && words.slice(3).some((word) => OWN_CLAUSE_WORD.test(word))) return false;
    return !/[,;]/u.test(sentence.slice(0, index)) || !IMPERATIVE_START.test(`${clauseBefore(sentence, index).trim()} `.trimStart());
  }
  if (!asked) return false;
  const ownClauseEnds = /[,;]/u.test(sentence.slice(end, -1).replace(/[\s?!.]+$/u, ''));
  // A tag ("…, aren't I?", "…, isn't it?") asks about the statement before it.
  if (endsInStatementTag(sentence)) return true;
  return !(ownClauseEnds && IMPERATIVE_START.test(`${clauseBefore(sentence, index).trim()} `.trimStart()));
}

const POLITE_IF_I_ASKED = /\b(?:mind|cheeky|rude|offended|upset|cross|annoyed|bothered|a problem)(?: (?:awfully|terribly|very much|at all))? if (?:i|we) ask(?:ed)?\b/u;

/** For a question: the request is made anyway when it opens the sentence, follows a polite "could you" or is quoted back. */
export function askedAsRequest(before: string, matched: string): boolean {
  // "How do I get on the registry?" and "how do I stop these calls?" ask how; "how do I get off your list?" asks this company.
  // "How do I get off your list?" asks how (the sets label it so); "is there a way to make sure I'm never called again?" asks for it.
  if (HOW_DO_I.test(before) && /\bhow (?:do|can|could|would) (?:i|we)\b/u.test(before)) return false;
  if (HOW_DO_I.test(before) && !/\b(?:your|ur|you)\b|\b(?:me|us|myself|number|details|name) off\b|\b(?:get|getting|be|being|come|go|stay|taken) off (?:your|ur|the)\b/u.test(matched)) return false;
  const prefix = before.replace(/[,;:]\s*$/u, ' ').trimEnd();
  // "I'm going to ask politely, can I not get calls from you again?": the polite ask is the match, in its own clause.
  const ownClause =
    (/^(?:can|could|may|would|will) /u.test(matched) && IMPERATIVE_START.test(`${clauseBefore(before, before.length).trim()} `.trimStart())) ||
    // "Could the collections calls stop now?": the calls themselves the subject of a polite ask.
    /(?:^|[,.] )(?:can|could)(?: (?:please|just))? $/u.test(before);
  return IMPERATIVE_START.test(prefix === '' ? '' : `${prefix} `) || ownClause || SO_THAT_ASKED.test(before) || MIND_ASKED.test(before) || STATED_AS_ASKED.test(before) || POLITE_PREFIX.test(before) || POLITE_AND.test(before) || RHETORICAL.test(before) || SAID_AGAIN.test(before);
}

/** "Can you change my contact settings so you don't ring me?", "Would it be possible to have my account set so I don't get phoned?": asked for, the calls' end its purpose. */
const SO_THAT_ASKED =
  /(?:^|\b)(?:(?:can|could|would|will) (?:you|ya|u|someone|somebody)\b[^?]* so (?:that )?(?:(?:you|i|we|nobody|no one)(?: (?:will|would|can|won't|wouldn't|'ll))? )?|(?:would it be possible (?:to|for you to)|(?:perhaps|maybe) you could) [^?.!]*)$/u;

/** "Mind taking me off your list?": "would you" left unsaid. */
const MIND_ASKED = /^(?:(?:so|and|just|ok|okay|right)[, ]+)*mind $/u;

/** "Please, you can block me so your system don't call me anymore?": English as an additional language asks with a statement and a question mark. */
const STATED_AS_ASKED = /^(?:please,? )?(?:you|u) can (?!not\b|'?t\b)/u;
/** A polite ask of two things, the request second: "could you send me things by post and stop the phone calls?" */
const POLITE_AND = /(?:^|\b)(?:(?:can|could|would|will) (?:you|ya|u)|(?:can|could) (?:i|we))(?: (?:please|pls|just|kindly))* (?:[a-z'-]+ ){1,8}and $/u;

/** The clause a match sits in, from its last comma, semicolon or dash: a negation or a question word before it belongs to something else. */
export function clauseBefore(sentence: string, index: number): string {
  const before = sentence.slice(0, index);
  const cut = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf(' - '), before.lastIndexOf('—'));
  return cut < 0 ? before : before.slice(cut + 1);
}

/** The guard that turns a match down, by name (a feature for the learned model too), or null when none does. */
export type Veto = 'negated' | 'reported' | 'reported-later' | 'addressed-to-other' | 'told-another-firm' | 'quoted' | 'own-hypothetical' | 'used-to' | 'taken-back' | 'not-a-phone-call' | 'question' | 'limited';

/** `end`: where the pattern's match ends (a question mark after a later clause is not about it). */
export function vetoOf(sentence: string, index: number, matched: string, end = sentence.length): Veto | null {
  const before = sentence.slice(0, index);
  const clause = clauseBefore(sentence, index).trimStart();
  // Negation: "don't stop calling", "I'm not asking you to stop calling" (but "if you don't stop calling…" is a threat, still a request).
  // "…there's no Dave here, never was, stop calling this number" (no commas, as speech-to-text writes it): a clause of its own.
  if (NEGATED.test(clause) && !THREAT.test(clause) && !/\bnever (?:was|has|did|will|have)\s*$/u.test(clause)) return 'negated';
  // Someone else's words about someone else's phone: "my mom said stop calling her", "my dad said to stop calling".
  // A wish passed on stays someone else's even about this house ("my husband wants you to stop ringing the house"): the team's rule.
  if (REPORTED.test(before) && (!OWN_OBJECT.test(matched) || REPORTED_WORDS.test(before) || RELAYED_WISH.test(before)) && !OWN_WORDS_AFTER.test(before)) return 'reported';
  // "I'd love to be off every marketing list in the country, but I know that's not how it works": a wish held up to be let go.
  if (/\b(?:i|we)(?:'d| would) love to (?:be |get )?$/u.test(before) && /^[^.!?]*?\bbut\b/u.test(sentence.slice(end))) return 'own-hypothetical';
  // A time or an occasion set first: "Till the funeral rites are over, please don't call", "This time don't ring me for the meter reading", "For this order, please don't call".
  if (LIMITED_FIRST.test(before) && !/^(?:write|note|put|mark|record|flag|add)\b/u.test(matched)) return 'limited';
  // "If I don't want your calls, I tell you": a condition opens on the request.
  if (/\b(?:if|unless|whenever)(?: ever)? $/u.test(before) && /^(?:i|we)\b/u.test(matched)) return 'own-hypothetical';
  // "If ever I want no more calls, I will tell you myself": a wish that may come.
  if (/\bif (?:ever )?(?:i|we) (?:ever )?(?:want|need|decide|wish)\b[^,.!?]*$/u.test(before)) return 'own-hypothetical';
  // Stories: "…till I got them to remove my number", "the last survey company that rang, I said don't call here again", "I said to every single one of them…".
  if (/\b(?:got|made|had) (?:them|him|her|(?:the|that|those) [a-z]+(?: [a-z]+)?) (?:to )?$|\b(?:i|we) (?:had to|'ve had to|have had to) (?:ask|tell|beg) (?!you\b|ya\b|your\b|u\b)[a-z]+(?: [a-z]+)? (?:to|not to) $|\b(?:the|that|a|one) (?:last |other )?(?:[a-z]+ )?(?:company|firm|lot|people|caller|one) (?:that|who) (?:rang|called|phoned)(?: me)?,? (?:and )?(?:i|we) (?:said|told them|told him|told her)\b[^.!?]*$|\b(?:i|we) (?:said|told|asked) (?:to )?(?:every(?: single)? one of them|all of them|each of them|them all)\b[^.!?]*$/u.test(before)) return 'told-another-firm';
  // "he's always saying I wish they'd stop ringing and take us off the list", "…where I said take me off your list and they didn't": someone's words, a story.
  if (/\b(?:saying|says|said)\b[^.!?]*\bwish (?:they|you)(?:'d| would)\b[^.!?]*$|\bwhere (?:i|we) (?:said|told them|asked)\b[^.!?]*$/u.test(before)) return 'reported';
  // "I didn't mean what I said about taking me off the list": taken back.
  if (/\bdidn'?t mean what (?:i|we) said about $/u.test(before)) return 'taken-back';
  // "quick question, is this number on your do not call list", "can I opt out of calls, is that a thing you do": asked to find out.
  if (/\b(?:quick question|question for you)\b[^.!?]*$/u.test(before) || /^[^.!?]*\b(?:is that a thing|just wondering|out of interest|out of curiosity|for future reference|i'?m only asking)\b/u.test(sentence.slice(end))) return 'question';
  // A list or calls of another firm: "…get off the calling list for another company".
  if (/^[\s,]*(?:for|of|with|at|from) (?:another|a different|some other|the other|other) (?:company|companies|firm|firms|business|businesses|bank|provider|supplier|lot|crowd)\b/u.test(sentence.slice(end))) return 'told-another-firm';
  // Someone else's words, said through the caller (PASSED_THROUGH_THE_CALLER), unless the caller then makes them their own.
  if (PASSED_THROUGH_THE_CALLER.test(before) && !OWN_WORDS_AFTER.test(before)) return 'reported';
  // "Mum's asked, could you stop phoning her…": her wish, put as a question for her.
  if (/\b(?!i\b|we\b)[a-z]+(?:'s| has) (?:asked|said)[,:]? (?:(?:can|could|would|will) (?:you|ya) )?$/u.test(before) && !OWN_OBJECT.test(matched)) return 'reported';
  if (/^[^.!?]*,? (?:it|the (?:message|robot|recording|voice|text|letter)) says\b/u.test(sentence.slice(end)) || /\bpress (?:one|two|three|four|five|six|seven|eight|nine|zero|\d) to $/u.test(before)) return 'quoted';
  // "I've told some of you to stop calling, and some of you I haven't": said to other callers, some of them.
  if (/\b(?:told|asked) (?:(?:some|a few|most|half) of (?:you|them|these|those)(?: lot)?|(?:everybody|everyone|all the others|the others|every other (?:company|one|firm))(?: else)?) (?:to |not to )?$/u.test(before)) return 'told-another-firm';
  // The caller's own words to another firm, which it ignores: "I told Vodafone to stop calling me and they still do".
  if (/^[^.!?]*\band (?:they|he|she) (?:still|keep|kept|never)\b/u.test(sentence.slice(index))) return 'told-another-firm';
  // A condition after it: "will you stop calling me if I say I'm not interested".
  // …in the same clause: "quit calling me, I'll come in if I want it" asks all the same.
  if (HYPOTHETICAL.test(sentence.slice(index).split(/[,;]/u)[0] ?? '')) return 'own-hypothetical';
  // Someone else's words yet to be said: "my wife will probably tell you to stop phoning, so talk to me".
  if (REPORTED_LATER.test(before) && !/\bthe same as me\b/u.test(before)) return 'reported-later';
  if (ADDRESSED_TO_OTHER.test(before)) return 'addressed-to-other';
  if (TOLD_ANOTHER_FIRM.test(clause) && !/\byour\b/u.test(matched)) return 'told-another-firm';
  if (QUOTE_OPENS.test(before) && (REPORTED.test(before) || /\b(?:she|he|they|someone|somebody|(?:the|a|this|some) [a-z]+(?: [a-z]+)?)\b[^.!?]*\b(?:shouting|yelling|screaming|saying|muttering|going)\s+'$/u.test(before))) return 'quoted';
  // Read out or rehearsed: "I'm reading from your privacy notice: 'You have the right to object…'", "she had me rehearse 'please stop calling me'".
  if (/\b(?:reading(?: from| out)?|quote|quoting|rehearse|rehearsing|practise|practising|wrote|written|it says|it said|says here|the voicemail (?:you left )?said)\b[^']{0,60}[\s:]'[a-z](?:[^']|'(?=[a-z]))*$/u.test(before)) return 'quoted';
  // "I'd tell you to stop calling, but…", "if you were a real person I'd tell you myself": said as what would be asked; "I'd ask you to remove me" asks.
  if (WOULD_ASK.test(before) && (/\b(?:if|were (?:i|we)|was i)\b/u.test(before) || /^[^.!?]*?\b(?:but|except|only|if)\b/u.test(sentence.slice(end)))) return 'own-hypothetical';
  // "…asked me how to stop cold calls", "…your process when somebody asks not to be called": how it is done, or anyone's request.
  if (/\b(?:how|where|whether) to $|\b(?:when|if|whenever|once) (?:somebody|someone|a customer|customers|people|anyone|a person|they) $/u.test(clause)) return 'question';
  // "Say I wanted the calls to stop. Would I lose the discount?", "My instinct is to say don't ring me": imagined, not asked.
  if (/\b(?:suppose|supposing|what if|imagine|say|let'?s say) (?:i|we) (?:wanted|want|asked for|needed)\s*$|\b(?:my (?:first )?(?:instinct|first thought|gut(?: feeling)?) (?:is|was) to say|i'?m tempted to say|part of me wants to say),? $/u.test(before)) return 'own-hypothetical';
  // "If this turns out to be a sales call I'll be asking you to stop calling": a request held back for a condition.
  if (/^(?:(?:and|but|so|look|okay|ok|well),? )*if\b.*?,? (?:then )?(?:i'?ll|i will|i'?m gonna|im gonna|i'?m going to)(?: be)? (?:ask|asking|tell|telling|let (?:you|ya) know)(?: (?:you|ya))? (?:to |not to )?$/u.test(before)) return 'own-hypothetical';
  // "One of these days I'm going to tell you lot to stop ringing", "Next time they ring, I'll tell them to stop": said as what will be said.
  if (/\b(?:one of these days|some ?day|one day|next time)\b[^.!?]*\b(?:i'?ll|i will|i'?m going to|i'?m gonna)(?: [a-z]+)? (?:tell|ask) (?:you|ya|them)(?: lot| guys| people)? (?:to |not to )?$|\b(?:i'?ll|i will|i'?m going to|i'?m gonna) (?:tell|ask) (?:them|him|her) (?:to |not to )?$/u.test(before)) return 'own-hypothetical';
  // Plans to tell another company, or what would have been said: "I'll be ringing the insurance firm on Monday to tell them to
  // stop phoning me", "Next time the solar lot ring I'm going to say…", "My plan is…", "Had you rung during the match I'd have been telling you…".
  if (/\b(?:i'?ll be|i'?m going to be|i'?m) (?:ringing|calling|phoning) (?:the|that|those|my) [a-z]+(?: [a-z]+)?\b[^.!?]*\bto (?:tell|ask) them\b[^.!?]*$|\b(?:next time|when|if) (?:the|that|those|they) [a-z ]{0,30}\b(?:ring|call|rings|calls)\b[^.!?]*\b(?:i'?m going to|i'?m gonna|i'?ll|i just|i will) (?:say|tell|ask)\b(?![^.!?]*\b(?:i'?m|i am) (?:telling|asking) you\b)[^.!?]*$|\b(?:we'?re|i'?m|we are|i am) telling (?:all )?the [a-z]+s? to $|\bmy plan is\b[^.!?]*$|\bget (?:my [a-z]+|someone|somebody) to $|\b(?:i'?d have|i would have) (?:been )?(?:telling|told|asked|asking) (?:you|ya) (?:to |not to )?$/u.test(before)) return 'own-hypothetical';
  // Words said by others, or taught: "…swears by saying not interested, take me off", "…how you say stop calling me in Spanish",
  // "a card that says please remove my number", "My wife says, quote, tell them…".
  if (/\bswears by (?:saying|telling)\b[^.!?]*$|\bhow (?:you|to|do you|would you) say\b[^.!?]*$|\b(?:card|note|sign|sticker|script|poster) (?:that )?(?:says|reads|said)\b[^.!?]*$|\b(?:says|said|goes),? quote\b[^.!?]*$/u.test(before)) return 'quoted';
  // "…cold callers, never ring me again and all that": words held up as a type, not said.
  if (/^[^.!?]*\band all that\b/u.test(sentence.slice(end))) return 'quoted';
  // "Can the engineer stop calling at the house…": calling round, not phoning.
  if (/^(?:stop|quit) calling (?:at|round|by) (?:the |my |our )?(?:house|door|flat|home|place|shop|office)\b/u.test(sentence.slice(index))) return 'not-a-phone-call';
  // "He's the one to talk to about being removed": about someone else's request, not making one.
  if (/\b(?:he|she|they)(?:'s| is|'re| are) the (?:one|ones|person) to (?:talk|speak) to about $/u.test(before)) return 'reported';
  // "If it turns out this number was my gran's…, then you'd have to stop calling it": a condition not yet met.
  if (/\bif it turns out\b[^.!?]*$/u.test(before)) return 'own-hypothetical';
  // "Nobody in this family has ever told you to stop ringing the house": no one asked.
  if (/\b(?:nobody|no one|none of us)\b[^.!?]*\b(?:told|asked) (?:you|ya) (?:to |not to )?$/u.test(before)) return 'negated';
  // "I was all set to say take me off, but…", "I thought about saying take me off": what was nearly said.
  if (/\b(?:i was (?:all )?(?:set|going|about|ready) to say|i thought about saying|i nearly said|i was gonna say|i almost said)\b(?![^.!?]*\bbut (?:you know what|actually|no|now)\b)[^.!?]*$/u.test(before) && !POLITE_PREFIX.test(before)) return 'own-hypothetical';
  // "I'll tell you to stop calling if it gets silly": a request held for a condition.
  if (/\b(?:i'?ll|i will) (?:tell|ask) (?:you|ya) (?:to |not to )?$/u.test(before) && /^[^.!?]*\bif\b/u.test(sentence.slice(end))) return 'own-hypothetical';
  // "In theory, could you stop phoning…?", "If I move to Durban next year, then maybe you can stop phoning": imagined.
  if (/\b(?:in theory|hypothetically|theoretically)\b[^.!?]*$|\bif (?:i|we) [^.!?]*,? then (?:maybe|perhaps)\b[^.!?]*$/u.test(before)) return 'own-hypothetical';
  // The caller's words to someone else, told, however long the aside: "I told them on Friday, in words I won't repeat, to stop calling", "in the end I told them, don't you dare call me again".
  if (TOLD_THEM_EARLIER.test(before) && !OWN_WORDS_AFTER.test(before) && !/\byour\b/u.test(matched)) return 'told-another-firm';
  // "They ring at teatime and I've said, please don't ring me again": said to the ones just named, not to this company.
  if (/\b(?:they|she|he) (?:ring|call|phone|rang|called|phoned|keep (?:ringing|calling|phoning))\b[^.!?]*\b(?:i|we)(?:'ve| have)? (?:said|told them),? $/u.test(before)) return 'told-another-firm';
  // The words first, then whom they were said to: "Please, no more calls, that's what I told the solar company", "Don't call me again, says I, to the fella".
  if (SAID_TO_SOMEONE_AFTER.test(sentence.slice(end)) || (/\b(?:i|we) said '?$/u.test(before) && /^'? to (?:the|that|those|my|his|her|them)\b/u.test(sentence.slice(end)))) return 'told-another-firm';
  // "…if you tell the bank don't call me, they have to stop", "I'm not saying the surgery should stop ringing me": what anyone may say, or what is not said.
  if (/\bif (?:you|one|people|someone|somebody) (?:tell|ask|say to)\b[^.!?]*$/u.test(before)) return 'own-hypothetical';
  if (/\b(?:not|never|no) (?:saying|asking|suggesting) (?:that )?(?:the|your|you|they) (?:[a-z]+ )?(?:should|must|has to|have to|needs? to)\s*$/u.test(before)) return 'negated';
  // "Please don't think I'm asking to be taken off your list": the request disowned.
  if (/\b(?:don'?t|do not) (?:think|assume|imagine) (?:that )?(?:i'?m|i am|we'?re|we are) (?:asking|saying|telling you|wanting)(?: (?:you|for))?(?: to)? ?$/u.test(before)) return 'negated';
  // "Don't you dare stop ringing about the flu jabs": the calls wanted.
  if (/^(?:stop|quit|cease)\b/u.test(matched) && /\b(?:don'?t|do not|never) you (?:ever )?dare $/u.test(before)) return 'negated';
  // "No more calls to him from your lot, he says", "nanay says please stop calling daw": someone else's words, owned after them.
  if (/^[^.!?]*, (?:he|she|they) (?:says|said|reckons)[.!]*$|\bdaw[.!?]*$/u.test(sentence.slice(end))) return 'reported';
  // "If we sell the house in the spring, you'll want to stop calling this number": what a change to come will need.
  if (/^(?:if|when|once) [^.!?]*\byou'?ll (?:want|need|have) to $/u.test(before)) return 'own-hypothetical';
  // "Maybe I should ask to be taken off", "If this keeps up I'm going to have to ask you to stop": not asked yet.
  if (/\b(?:maybe|perhaps) (?:i|we) (?:should|could|ought to)\b|\bif (?:this|it|that) (?:keeps up|carries on|continues|goes on)\b[^.!?]*\b(?:i'?m going to|i'?ll|i will) (?:have to )?(?:ask|tell)\b/u.test(before)) return 'own-hypothetical';
  // "I remember asking to be taken off the calling list": a request told as past.
  if (/\b(?:remember|recall|recalled) (?:asking|saying|telling|being|requesting)\b/u.test(before)) return 'used-to';
  // "My husband's exact words to your agent were never ring this number again": someone else's words.
  if (/\b(?:his|her|their|[a-z]+'s) (?:exact |very )?words (?:to [a-z' ]+ )?(?:were|was):? '?$/u.test(before)) return 'reported';
  // "She's too shy to tell them to stop calling": what someone else cannot bring themself to say.
  if (/\b(?:she|he|they)(?:'s| is| was|'re| are| were) (?:too [a-z]+|afraid|scared|reluctant|unable) to (?:tell|ask) (?:you|ya|them|him|her)(?: to| not to)? $/u.test(before)) return 'reported';
  // "…so I imagine she'd tell you to stop": someone else's words, guessed.
  if (/\b(?:she|he|they)(?:'d| would)(?: probably)? (?:tell|ask) (?:you|ya) (?:to )?$/u.test(before)) return 'reported';
  // "I was gonna say earlier, can you not ring me again": the polite ask is made now.
  if (OWN_HYPOTHETICAL.test(clause) && !POLITE_PREFIX.test(before) && !/\bbut (?:i'?d|id|i would) rather\b/u.test(clause)) return 'own-hypothetical';
  // "I used to be on the list", "I used to tell them to stop calling"; not the number's past ("this number used to be my nan's").
  // …but not a story told first, then the ask: "I used to do this job myself, but would you take me off your list?"
  if (/\b(?:i|we|you) used to\b|\bused to (?:tell|ask|say to|beg)\b/u.test(before) && !/\bused to\b[^.!?]*,? but (?:would|could|can|will|please) (?:you|ya)? ?$/u.test(before)) return 'used-to';
  // "I'll call you, don't call me": a call put off, not refused.
  if (/^(?:(?:you )?(?:don'?t|do not)(?: need to)?|never)\b/u.test(matched) && /\b(?:i'?ll|i will|i) (?:call|ring|phone|contact) (?:you|ya)\b[^.!?]*$/u.test(before)) return 'own-hypothetical';
  // "Suppose I told you to stop calling. Then what?": a request imagined.
  if (/\b(?:suppose|supposing|what if|imagine|say) (?:i|we) (?:told|asked|said to) (?:you|ya)(?: to| not to)? ?$/u.test(before)) return 'own-hypothetical';
  // Taken back after a dash or a comma: "Take me off — no, sorry, I meant take the extra item off".
  if (CORRECTED_AFTER.test(sentence.slice(index))) return 'taken-back';
  // Taken back, or already done: "…but I've changed my mind", "I asked you to stop calling and you did".
  if (TAKEN_BACK.test(sentence)) return 'taken-back';
  if (DONE_ALREADY.test(sentence.slice(index))) return 'used-to';
  // A promise reported, not a request: "the lady before you said she'd take me off the list".
  if (/\b(?:said|promised|told me|assured me)(?: that)? (?:she|he|they|you|someone|somebody)(?:'d| would|'ll| will)(?: [a-z]+){0,3} $/u.test(before)) return 'reported';
  // "If it's sales, I've already opted out of that", "If it's sales, I'd want off the list": a request only for a kind of call not made.
  if (/\bif (?:it'?s|this is|that'?s) (?:a |an )?(?:sales?|marketing|selling|cold)(?: call)?\b/u.test(before)) return 'own-hypothetical';
  // Asking to find out, not to be done: "can you check if I'm on the do not call list".
  if (/\b(?:check|see|find out|know|tell me|wondering|wonder|confirm|verify|look up)(?: for me)? (?:if|whether)\b(?! (?:you|ya)(?:'d| (?:could|would|can|might))\b)[^,;]*$/u.test(before)) return 'question';
  // The caller's words to another firm, told: "a call yesterday from a different company, and I said don't ever call me again".
  if (/\b(?:different|another|other) (?:company|firm|bank|business|lot|crowd)\b.*\b(?:i|we) (?:said|told them|told him|told her|asked them)\b/u.test(before)) return 'told-another-firm';
  // Someone else's words, told: "one of those people who say don't call me", "…, she told me to say".
  if (/\b(?:people|those|ones?|type|kind|sort) who (?:say|says|said|tell|tells|go|goes|ask|asks|wants?)(?: (?:you|companies|people|them|callers))?(?: to| not to)?\s*'?$/u.test(before) || /\b(?:she|he|they) (?:told|asked) me to (?:say|tell you|pass (?:it|that|this) on)\b/u.test(sentence.slice(index))) return 'reported';
  // Passed on, or promised by someone: "my roommate said to tell you to stop calling", "they told me pressing nine would remove me".
  // …unless the caller takes the words as their own: "…said to tell you people to stop ringing me and that's what I'm doing".
  if ((/\b(?:said|says|asked|asked me|told me|wants me|asked by [a-z]+(?: [a-z]+)?) to (?:tell|ask) (?:you|ya)(?: lot| people| guys)?(?: to)? ?$/u.test(before) || /\b(?:told|said|says|promised)(?: me)? [^,.!?]*\b(?:would|will|'d|'ll) $/u.test(before)) && !/\bthat'?s what i'?m doing\b|\band i'?m (?:telling|asking) you\b/u.test(sentence.slice(end))) return 'reported';
  // A wish passed on: "…she's not interested and she'd like you to stop calling".
  if (/\b(?!i\b|we\b)[a-z]+(?:'d| would) (?:like|want|prefer) (?:you|ya|it if you) (?:to )?$/u.test(before)) return 'reported';
  // The caller's words to another firm, told: "I said to the insurance company last year, I said, don't ring me again", "I told the last charity that rang to take me off".
  if (/\b(?:i|we) (?:said|told|asked) (?:to )?(?:the|a|that|another|my) (?:last |other |previous )?(?:[a-z]+ )?(?:company|firm|bank|insurers?|charity|lot|people|caller|one)\b(?: (?:that|who) (?:rang|called|phoned)(?: me)?)?[^.!?]*$/u.test(before) && !/\byour\b/u.test(before) && !OWN_WORDS_AFTER.test(before)) return 'told-another-firm';
  // What the caller said to another body, told: "I've just been on to the council and I said 'stop ringing me about the bin survey'".
  if (/\b(?:been on to|rang|called|phoned|spoke to|was on to|wrote to) (?:the|my|a) (?:[a-z]+ )?(?:council|bank|company|firm|insurers?|landlord|school|surgery|agency|gas|electric|water|broadband)\b[^.!?]*\b(?:i|we) (?:said|told them|asked them)\b[^.!?]*$/u.test(before) && !/\byour\b/u.test(before)) return 'told-another-firm';
  // "Normally I'd tell a sales call to lose my number, but…": what the caller would say to others.
  if (/\b(?:i'?d|i would)(?: normally| usually)? (?:tell|ask) (?:a|the|any|every|most) (?:[a-z]+ ){0,2}(?:calls?|callers?|compan(?:y|ies)|firms?|telemarketers?) to $/u.test(before)) return 'own-hypothetical';
  // What the caller says to every firm, told: "I tell every telemarketer the same thing, lose my number".
  if (/\b(?:i|we) (?:tell|say to|always tell|always say to) (?:every|all|any|each) (?:[a-z'-]+ )?(?:telemarketers?|callers?|compan(?:y|ies)|firms?|one|body|salesm[ae]n|cold[ -]callers?)\b[^.!?]*$/u.test(before) && !/\byour\b/u.test(before)) return 'told-another-firm';
  // Someone else's list: "I've told them a hundred times to take me off their list".
  if (THEIR_LIST.test(matched) && !/\byour\b/u.test(before)) return 'told-another-firm';
  // Words read out or quoted from someone else: "the text says 'reply stop to opt out'", "one of those people who says 'stop calling me'".
  if (QUOTED_FROM.test(before) && !QUOTED_FROM_SELF.test(before)) return 'quoted';
  // The means, not the wish: "there's a number you text to stop spam calls".
  if (MEANS_TO.test(before)) return 'question';
  const question = isQuestion(sentence, index, end);
  if (question) {
    // "Can you put me on the DND, or do I have to do it myself?": how it is done, asked.
    if (HOW_IT_IS_DONE.test(sentence.slice(index))) return 'question';
    // Asked for later or on a condition: "can I stop the calls later if I change my mind?", "if I'm not happy, can I ask you to stop the calls?".
    if (LATER_OR_LATER_MIND.test(sentence.slice(index)) || CONDITION_FIRST.test(sentence)) return 'own-hypothetical';
  }
  // "I'm on the TPS, aren't I?": the statement is the question.
  if (endsInStatementTag(sentence)) return 'question';
  // A question about the request, not the request: "is this on the do not call list?", "did you take me off the list?".
  // A wish said with a rising voice is still said: "I think I'd like to be taken off the call list? If that's okay."
  // "Would you mind awfully if I asked you not to ring again?" asks it, politely: no condition.
  if (question && (!askedAsRequest(before, matched) || HYPOTHETICAL.test(sentence.replace(POLITE_IF_I_ASKED, 'mind'))) && !((WISH_STATED.test(before) || /(?:^|\b)(?:i'?d|i would|we'?d)(?: (?:much|really))? (?:prefer|like|rather|sooner)\b/u.test(`${before}${matched}`)) && !QUESTION_START.test(sentence))) return 'question';
  return null;
}

/** A negation anywhere in the sentence: a cue for the learned model, which weighs it against the rest. */
export const NEGATED_ANYWHERE = /n't\b|\b(?:not|never|dont|didnt|doesnt|wont|cant|no)\b/u;
