/**
 * What the rest of a caller's turn does to a request found in it: takes it
 * back ("No, only joking"; "Oh, you're the surgery? Sorry, go on"), moves
 * the calls to another line ("Ring the mobile"), shows it was said to
 * someone in the room ("Sorry, that was to my husband"), or shows the list
 * was not for calls ("The prize draw list, I mean"); and what the
 * request's own sentence shows of it as a whole: that someone else asked,
 * or another company was asked ("Said to the charity, don't phone me"),
 * or that it is narrowed or not meant ("Stop calling every day, weekly's
 * fine"). Reads normalised sentences (dnc-normalise.ts).
 */

import { CORRECTED_AFTER } from './dnc-guard-phrases';
import { NAMES_CALLS, NOT_A_CALLS_LIST, notForCalls, OTHER_THING } from './dnc-guards';

/** Something other than calls named ("the WhatsApp broadcast thing"). */
const OTHER_THING_NAMED = new RegExp(`\\b${OTHER_THING}\\b`, 'u');

/** "Leave me on the plan I'm on": kept on a plan, not on the list (read after "keep me on", "leave me on"). */
const ON_A_PLAN = String.raw`(?! (?:the|my|this|that) (?:[a-z]+ )?(?:plan|tariff|contract|deal|package|bundle|policy|account|rate)\b)`;

/** The sentence right after a request that takes it back or gives another number to call. */
export const UNDOES = new RegExp(String.raw`^(?:i mean,? )?(?:could|can|would) you,? (?:theoretically|in theory|hypothetically)\b|^(?:[a-z]+, )?(?:(?:no|nah|nope|just|ha|haha)[,.!]? )*(?:i'm |i am )?(?:only |just )?(?:joking|kidding|messing|having you on|pulling your leg|winding you up)\b|^(?:(?:actually|hmm|well|no|nah|wait|sorry|hang on|oh)[,.!]? )+(?:[a-z',]+ ){0,4}?(?:no|wait|forget (?:that|it|i said (?:that|it))|wrong (?:people|company|person|department|one|number)|(?:that was|i meant|it was) (?:the )?(?:other|another|different) (?:bank|company|firm|lot|people|one)|leave me on${ON_A_PLAN}|keep (?:it|me)${ON_A_PLAN}|unless|i mean(?! it\b)|i meant(?! it\b)|scratch that|do call)\b|^(?:sorry, )?i (?:mean|meant)\b(?! (?:it|that|this|business|every word|both|all of (?:it|them)|the lot|(?:the )?(?:phone )?calls|the phone|nobody|no one|anyone|anybody|everyone|everybody|ever|never|for good|permanently|any calls|all calls|no calls|to (?:ask|say|tell you|do (?:it|this|that)))\b)|^(?:nah|no)[,.!]? who else would call\b|^(?:please )?(?:ring|call|try|use|phone) (?:me on )?(?:my|the) (?:mobile|cell|other|personal|work|home|new)\b|^(?:(?:just|please|so)[,.]? )*(?:call|ring|phone|contact) me (?:directly|instead|myself)\b|^(?:(?:yeah|but|so)[,.]? )?(?:the |my )?(?:mobile|cell|other (?:number|one)|personal (?:number|one)|home (?:number|phone)|work (?:number|phone))(?:'s| is) (?:the one|the number|better|best|fine)\b|^(?:(?:but|though|mind you)[,.]? )?(?:i|we) (?:don'?t|do not) mind (?:you |your )?(?:calling|ringing|phoning|the calls|calls)\b|^(?:please )?(?:call|ring|phone|try|text) me (?:on|at) (?:mine|my (?:own|mobile|cell|number))\b|^is what (?:i|people|everyone)(?:'d| would)? (?:say|said)\b|^(?:i'?m (?:calling|ringing|phoning) to )?(?:undo|reverse|take back) (?:that|it)\b|^(?:(?:no|or)[,.!]? )*actually,? (?:don'?t|do not|leave it|leave me)\b|^sorry,? (?:i said that wrong|wrong word)\b|^(?:is that|would that be|is it) (?:allowed|possible|legal|how (?:it|this) works)\b|^is that how (?:it|this) works\b|^(?:stop (?:calling|ringing|phoning)|don'?t (?:call|ring|phone)) me on (?:this|that) (?:number|phone|landline|mobile)\b|^(?:so )?keep (?:calling|ringing)\b(?! (?:me |us )?(?:and|or)\b)|^sorry,? (?:that came out wrong|i didn'?t mean (?:it|that)|ignore (?:that|me))\b|^unless\b|^then again\b|^(?:well,? )?not (?:forever|stop exactly|exactly|completely|all the time)\b|^(?:well,? )?that'?s not fair\b|^not on (?:the|this|my) (?:landline|mobile|number|phone|line)\b|^(?:no,? )?not you\b|^sorry,? (?:that'?s|it'?s) (?:the|my) (?:ringtone|phone|alarm|telly|tv|radio|parrot|dog)\b|^(?:(?:okay|ok|sorry)[,.]? )*(?:that was (?:harsh|rude|uncalled for|out of order|a bit much)|i didn'?t mean (?:it|that))\b|^although\b[^.!?]*\b(?:fine|go on|tell me)\b|^(?:ah,? )?(?:no,? )?i'?m only (?:messing|joking|kidding|having you on)\b|^(?:but )?(?:the )?(?:phone|phone calls|calls|phoning|ringing)(?:'s| is| are) (?:fine|ok|okay|alright|all right)\b|^(?:(?:i'?m |i am )?(?:just|only) )?(?:wondering|asking|curious)\b|^(?:is (?:it|that|there) (?:something|a form|an? (?:app|website|option|setting|button))|do i (?:do|have to do) (?:it|that|this)|can i do (?:it|that|this))\b|^(?:well,? )?not you\b|^once a (?:day|week|month|fortnight) is (?:plenty|enough|fine|ok|okay)\b|^(?:no,? )?sorry,? ignore (?:that|me)\b|^(?:(?:no|sorry|wait|hang on|hold on|ha|haha|ah|oh)[,.!]? )+(?:you know what,? )?(?:don'?t|do not)(?:[,.!]|$| (?:remove|take|delete|do)\b)|^(?:(?:actually|hmm|well|no|wait|sorry)[,.!]? )+(?:it'?s|that'?s) (?:fine|ok|okay|all right|alright)\b|^who said that\b|^(?:the )?(?:postal|e-?mail|text|sms|whatsapp|catalogue) (?:one|list|database)\b|^(?:opt out|unsubscribe|remove) of what\b|^what are you on about\b|^(?:his|her|their) words,? not mine\b|^(?:no[,.]? )?(?:—\s*)?i didn'?t say\b|^no[,.]? (?:—\s*)?i said (?!(?:stop|don'?t|no|remove|take|never|opt|do not)\b)[a-z]+|^(?:(?:no|actually|wait|sorry|oh)[,.!]? )+(?:(?:phone|call|ring) me back|do (?:phone|call|ring))\b`, 'u');

/**
 * "Don't call me back. I'll ring you when I've decided.": the call put off, not refused; but after "not at all going forward",
 * "I'll ring you if there's a problem" only says who will call.
 */
const CALLER_WILL_CALL = /^(?:i'?ll|i will|we'?ll) (?:[a-z',]+ ){0,8}?(?:ring|call|phone|contact|get back to) (?:you|the (?:branch|surgery|office|shop|clinic|practice|bank|helpline|store|team)|them|back)\b/u;
/** "Don't bother calling back. I'll pop into the branch on Thursday.": the call back made needless by a visit. */
const CALLER_WILL_VISIT = /^(?:i'?ll|i will|we'?ll) (?:pop|come|go|drop) (?:in|into|round|by|down)\b/u;
const FOR_GOOD = /\b(?:(?:lose|forget|delete|bin) (?:my|this|our) number|no calls|do not call|dnc|at all|ever|again|any ?more|no more|no further|last (?:call|time|one)|going forward|from now on|for good|in (?:the )?future)\b/u;

/** A request about one of the caller's lines ("my work number", "the landline", "on whatsapp"), which another line may replace. */
const ONE_LINE = /\bthe (?:shop|pub|office|salon|practice|surgery|store)(?: line| number| phone)?\b|\bhere\b|\bat (?:the|my) (?:office|desk|shop|school)\b|\b[a-z]+'s (?:number|phone|mobile|landline|line|cell)\b|\b(?:the|this) (?:house|number ending|house phone)\b|\bthis (?:number|line)\b|\b(?:work|office|landline|home|house|whatsapp|desk|business|old|other|store|shop) (?:number|phone|line|mobile|cell)\b|\b(?:the|my|this) (?:landline|mobile|cell|work phone)\b|\bon whatsapp\b|\bat work\b|\b(?:her|his|their) (?:mobile|cell|landline|number|phone)\b/u;
/** Another line offered instead: "use my mobile", "ring the mobile", "the mobile's the one", "call me on the normal line". */
const OTHER_LINE_OFFERED = /\b(?:my|the) (?:cell|mobile|other number|new number)(?:'s| is) the only (?:way|number)\b|\bmy (?:own|new|other) number,? i (?:will|'ll) give\b|\b(?:i'?m|i am) (?:using|on) (?:my|a) (?:[a-z]+ )?(?:number|sim|mobile) now\b|\b(?:call|ring|phone) me on (?:mine|that|the new one)\b|\b(?:ring|call|phone) the office (?:number|line)\b|\buse my (?:number|mobile|cell)\b|\b(?:new|other|mobile|cell)(?: one| number)?(?:'s| is) on (?:the|my|your) online account\b|\b(?:my|the) (?:personal |own |other )?(?:mobile|cell|landline)(?:'s| is) (?:fine|better|best|ok|okay)\b|\b(?:use|try|call|ring|phone|text) (?:me |us )?(?:on |at )?(?:my|the|our) (?:mobile|cell|other|personal|work|home|new|normal|usual|landline|regular|[a-z]+ office line)\b|\b(?:call|ring|phone) me at home\b|\bi'?ll give (?:you|ya) my (?:number|mobile|new number)\b|\b(?:mobile|cell|landline|e-?mail) only\b|\b(?:mobile|cell|landline|other (?:number|one))(?:'s| is) the (?:one|number|best|way)\b|\b(?:call|ring|phone|text) me (?:on|at) (?:this|my) (?:number|phone|mobile|line)\b|\b(?:call|ring|use|try) mine\b|(?<!\b(?:write|writing|letters?|e-?mail|post)\b.*)\binstead\b(?! of)|\b(?:new|other|mobile|cell)(?: one| number)?(?:'s| is) on (?:the|my|your) (?:account|file|system)\b|\bis the one\b|\buse that\b|^(?:just )?(?:call|ring|phone) me\b|, (?:call|ring|phone) me\b/u;

/**
 * A change of mind later in the turn, then a go-ahead: "Please stop ringing me. Oh, hold on, is this about the
 * boiler recall? Sorry, carry on." Both are needed: "Actually, take my wife off too" only adds to the request.
 */
const CHANGE_OF_MIND = /(?:^|[.!?,] )(?:oh|hang on|hold on|wait|actually|sorry|well|although|hmm|ah|ay|aiyo|no wait|ooh|anyway|i don'?t know|i dont know|maybe|what am i saying)\b/u;
const GO_AHEAD =
  new RegExp(String.raw`\b(?:go on(?: then)?|carry on|go ahead|tell me (?:more|about it)|i'?m (?:here|listening)|book it in|leave (?:it|me) on${ON_A_PLAN}|put me down|(?:ok|okay),? go\b|what(?:'ve| have) you got|let'?s set (?:it )?up|i do need|(?<!n't |not |never |only )(?:call|ring) me if|do call|you'?re fine|i'?ll hear you out|what was it you were saying|what were you saying|who did you say|what'?s the (?:offer|deal)|yes,? i'?m\b|yes,? (?:i|we) (?:can|need|'d like|would like|do)\b|(?:you'?re|it'?s|is this) (?:from )?the (?:hospital|surgery|vet|doctors?|dentist|clinic|school|practice|pharmacy)|is [a-z]+ ready|where were we|you were (?:saying|explaining|telling)|my account number|i'?d like to (?:re)?book|i need to (?:re)?book|can you do (?:next|this|the)|explain (?:it|that|the [a-z]+)|ring (?:me )?back (?:at|next|on|tomorrow|later)|give me a ring|i thought (?:it|you) (?:was|were|are)|(?:please )?continue|you can (?:call|ring)(?! (?:me )?(?:by|on|at)\b)|(?:call|ring) me (?:any ?time|as (?:usual|normal)|when)\b|call as (?:usual|normal)|please (?:call|tell) me|make i hear|keep (?:us|me) on\b|keep going|where are you|i'?m waiting for you|i am waiting for you|don'?t take me off|(?:you'?re|you are|this is|it'?s|is this) (?:from )?the (?:gp |doctor'?s? )?(?:courier|clinic|hospital|school|bank|pharmacy|delivery|doctor'?s?|dentist|garage|vet|surgery)|it'?s you\b|let me hear|forget (?:that|it)|scratch that|keep talking|keep (?:calling|ringing)(?! (?:me |us )?(?:and|or)\b))\b`, 'u');
/** Keen on the offer after all, without a word of changing one's mind ("anyway" is read as a filler): "…What's the offer?" */
const KEEN = /(?:^|[.!?] )(?:(?:so|well|ok|okay|right)[, ]+)?(?:what'?s the (?:offer|deal)|go on then|tell me more|let me hear (?:the offer|it)|carry on then)\b/u;
/** Said to someone in the room, and the caller turns back: "Sorry, that was to my husband", "Sorry, my daughter." */
const ROOM_ASIDE =
  /^(?:[—–-] ?)?(?:sorry|apologies|oops)[,.!]? (?:(?:that was|i was (?:talking|speaking|shouting)|(?:talking|speaking|shouting) (?:to|at))(?: (?:to|at|for))? |not you,? |(?:i'?m|i was) (?:shouting|talking|yelling|speaking) at )?(?:my|the) (?:husband|wife|son|daughter|kids?|child|children|dog|cat|partner|mum|mom|dad|boss|colleague|neighbou?r|brother|sister|grandson|granddaughter|flatmate|roommate|other half|lad|girl|boy|cousin|ex|friend|mate|telly|tv|radio|teenager|teen|twins|toddler|youngest|eldest|grandkids|nephew|niece|baby|car)(?:'s (?:asking|talking|shouting|saying|here))?\b(?!(?:'s|'re| is| are) (?:shouting|screaming|crying|yelling|barking|fighting|kicking off|going (?:mad|mental|crazy)|making a (?:racket|noise))\b)|^(?:teenagers|kids)[.!]*$|^(?:sorry|apologies)[,.!]? (?:not you|that wasn'?t (?:to|for|at) you|i wasn'?t talking to you)\b/u;
/** The list named in the next sentence, when it is not for calls: "Remove me from the list. The prize draw list, I mean." */
const THAT_LIST = /^(?:(?:off|from|out of) )?(?:the|that|your|my|every|all|all the|all your) (?:[a-z'-]+ ){0,3}(?:list|rota|group|newsletter|mailing|thing|stuff|e-?mails?|texts?|messages|statements?|add-?ons?|draw|cover|post|catalogues?|brochures?|alerts?|notifications?)\b|^(?:off|from|out of) (?:the|my|that) (?:[a-z'-]+ ){0,3}account\b/u;
/** "From the prize draw, not the calls": the calls named only to be set aside. */
const NOT_THE_CALLS = /\bnot (?:the |your )?(?:phone )?calls\b/u;
const KEPT = /\b(?:(?:are|is|they'?re|it'?s|that'?s)(?: [a-z]+)? (?:fine|ok|okay|alright|all right|enough|plenty|welcome|useful|helpful|good|great|all (?:i|we) (?:want|need))|keep (?:the|them|those|sending)|(?:i'?ll|i will|we'?ll|we will) (?:deal with|handle|sort|do)(?: (?:it|that|them))? (?:by|over|via|through) (?:e-?mail|post|letter|the app|online|text))\b/u;
const ADDS_TO_IT = /\b(?:as well|too|also|both|either|and the|plus)\b/u;
/** A frequency kept, in the request's sentence or after it: "Stop calling every day, weekly's fine." */
const FREQUENCY_KEPT = /\b(?:weekly|monthly|fortnightly|(?:once|twice) a (?:week|month|fortnight)|every (?:week|month|fortnight|few days)(?: or so)?)(?:(?:'s| is| would be|'d be) (?:fine|ok|okay|plenty|enough)| would do| will do|'d do)\b/u;
/** A pause or a time for the calls, said after them. */
const TIME_LIMITED =
  /\bany other time(?:'s| is) (?:fine|ok|okay|good|grand)\b|^(?:(?:at least|just|only) )?(?:for the next|for the (?:summer|winter|spring|autumn|holidays|week|month)|until|till|not until|not before)\b|\btill then\b|\buntil (?:the )?(?:new year|next|then|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\b(?:evenings?|mornings?|afternoons?|weekends?|weekdays?|lunchtimes?|january|february|april|june|july|august|september|october|november|december|next (?:week|month|year)|after [a-z0-9]+)(?: [a-z']+){0,3}(?:'s| is| are| would be) fine\b/u;
/** A registration on a do-not-call list, held up. */
const REGISTRATION = /\b(?:do[ -]?not[ -]?call|dnc|dncl|tps|telephone preference|registry|register)\b/u;
/** …and waived: the caller asked for this call, or does not count this company, or is glad of it. */
const REGISTRATION_WAIVED =
  /\b(?:(?:i'?m|we'?re) fine to talk|you'?re (?:my|our) (?:[a-z]+ )?(?:supplier|bank|provider|dentist|doctor|surgery|insurer|landlord)|(?:i'?m|i am|we'?re|we are) (?:already )?(?:a|an|your) (?:existing )?customer|only talking to you because|(?:i|we)(?:'m| am| was| are)? the ones? who (?:asked|called|rang|requested)|(?:i|we) (?:did )?ask(?:ed)? (?:you|for (?:you|the|a)) (?:to )?(?:call|ring|quote)|which is why (?:i|we) (?:called|rang)|(?:have|'ve|has) never (?:once )?called (?:me|us)|you(?:'re| are) the only ones? who never|glad (?:i|we) did|(?:it'?s|that'?s) (?:all )?(?:good|fine|ok|okay)|doesn'?t (?:apply|count)|(?:you|your lot|you guys) (?:don'?t|wouldn'?t) count|that'?s different|what (?:can i do for you|do you need|'?s the problem))\b|since it'?s about my (?:existing )?(?:policy|account|booking|order|claim)|\bnot (?:you|y'all|yall|you guys|you lot)\b[^.!?]*\b(?:you(?:'re| are)|y'all are|yall are) (?:my|our) [a-z]+/u;
const REGISTRATION_DOUBTED = /^(?:(?:or|well|so|but)[,]? )?(?:am i|are we|is (?:it|this number|my number|that right)|aren'?t i|can you check|could you check|have i)\b[^.!]*\?$/u;
/** A bare "remove me", which takes its list from the sentence before: "…the WhatsApp group you added me to. Please remove me." */
const BARE_REMOVE = /^(?:(?:please|just|so|and|can you|could you)[, ]+)*(?:remove|take|delete|unsubscribe) (?:me|us)(?: off| out| from (?:it|them|that|this|those))?(?:,? please|,? thanks)?[.!?]*$|^(?:can|could) (?:i|we) (?:please )?be (?:taken|removed) (?:off|out)(?: please)?[.!?]*$/u;

/** Calls that sell: a topic of these is refused whatever else is welcome (the rule). */
const SELLING = /\b(?:sales?|marketing|selling|offers?|deals?|promotions?|upgrades?|cold)\b/u;
const OTHER_CALLS_WELCOME =
  /\bkeep (?:doing|making) them\b|\bkeep the others coming\b|\b(?:everything|anything) else,? (?:ring|call|phone) (?:as normal|as usual|away)\b|\bcalls (?:about|for|regarding) [a-z' ]{1,30} (?:are|is) still (?:wanted|welcome|needed|fine)\b|\bhappy to (?:be (?:called|rung|phoned)|hear from you) about (?:anything|everything) else\b|(?<!(?:^|\bonly )(?:the )?(?:phone|calls|phone calls)\b[^.!?]{0,10})\b(?:anything else|any other (?:thing|calls?|matter|orders?)|everything else|any future [a-z]+|the rest|others)\b[^.!?]{0,30}\b(?:call me|ring me|fine|no problem|welcome)\b(?![^.!?]*\bbut no (?:phone )?calls\b)|(?:^|[,.;] |\b(?:please|but|do|and|so) )(?:carry on|keep) (?:calling|ringing|phoning)(?: me)? (?:about|if|when|for)\b|\bi'?d still like a call\b|\bcalls (?:about|for|regarding) [a-z' ]{1,30} (?:are|is) (?:fine|ok|okay|welcome)\b|^just those\b|\b(?:the )?[a-z]+'?s? calls are (?:fine|ok|okay|welcome)\b|\bother (?:things|stuff|matters|updates|reminders),? (?:call|ring|keep (?:them|calling|ringing))\b|\bthe other (?:stuff|things) (?:is|are) fine\b|\b(?:calls|reminders|ones) (?:for|about) (?:the )?(?:other )?[a-z']+(?: [a-z']+)? (?:are|is) (?:still )?(?:fine|ok|okay|good|welcome)\b|\bhappy for you to (?:ring|call|phone)\b|\bdo (?:ring|call|phone) me (?:if|about|when)\b|\bkeep the ones (?:for|about)\b|\bany other [a-z]+,? (?:call|ring)\b|\bfor the (?:other|new|next|future) [a-z]+,?(?: though,?)?(?: yes,?)? (?:(?:please )?(?:call|ring) me|keep (?:calling|ringing))\b|\bthe new [a-z]+(?: ones)?,? (?:(?:call|ring) me|keep (?:calling|ringing))\b|\bfor the [a-z]+ [a-z]+,? keep (?:calling|ringing)\b|\bnext time,? yes\b|\b(?:other (?:[a-z]+ )?(?:calls|ones)|(?:your|the) (?:normal|other|usual|regular) calls|any other calls|(?:the )?others)\b[^.!?]*\b(?:are|is) (?:(?:still|really|absolutely|perfectly|all|very|quite) )?(?:fine|good|helpful|useful|ok|okay|welcome|great|all right|alright)\b|\bother calls,? (?:okay|ok|fine|no wahala|no problem)\b|\b(?:i|we) (?:still|do still) want (?:those|them|the ones|the calls|the [a-z]+ (?:calls|ones))\b|\b(?:do )?still (?:ring|call|phone) me (?:for|about|if|when)\b|^(?:but )?(?:do )?(?:ring|call|phone) me if there'?s (?:a|any) problem\b|\byou can still (?:ring|call|phone)\b|\b(?:anything else|everything else),? (?:ring|call) away\b|\b(?:all )?the other reminders are (?:fine|ok|okay|useful|helpful)\b|(?:^|[,.;] |\b(?:but|please|do|just|and|so|honestly),? )(?:ring|call)(?: me)? if (?:it|that|the [a-z]+) (?:goes down|breaks|happens) again\b|\byou can (?:call|ring|phone)(?: me| us| the [a-z]+)? (?:whenever|any ?time)\b|\b(?:ring|call|phone) (?:me|us) once a (?:quarter|month|year|fortnight|week)\b|^(?:but )?(?:do )?(?:ring|call|phone)(?: me)? (?:about anything else|if (?:it|anything|something|that) changes|about the (?:next|other) [a-z]+)\b|\b(?:are|is) still (?:good|fine|welcome|helpful)\b|\bkeep (?:those|them|the [a-z]+ (?:calls|ones)) (?:going|coming)\b|(?<!n't |\bnot |\bdont |\bnever )\bwant you to (?:ring|call|phone)\b|\bdon'?t stop them in general\b|\bi (?:still|do still) want a call\b|\bkeep the calls (?:for|about|coming)\b|\bcalls,? i don'?t mind\b/u;
const HONOURED =
  /\b(?:i|we) (?:received|got|had|have had)\b[^.!?]{0,60}\b(?:and|then) no (?:further|more) calls\b|\b(?:y'all|you|they|you lot|you guys) listened\b[^.!?]*\b(?:since|stopped)\b|\b(?:ain'?t|haven'?t|have not) had (?:one|any) since\b|^(?:she|he|they) (?:hasn'?t|haven'?t) (?:rung|called|phoned)(?: (?:again|since))?\b|(?:\b(?:and|so)(?:,? to be fair)?,?|\bto be fair,?|(?:^|,)) (?:you|they) (?:did|stopped|sorted it)(?!,? for\b)(?:[.,!]|$| not a| i haven'?t| thanks)|\bnot a peep since\b|\ball good since\b|\b(?:i'?ve|i have|i haven'?t|haven'?t|i'?ve not|i have not) (?:not )?had (?:a (?:single )?|one |any )?(?:[a-z]+ )?calls? since\b|\b(?:and|so) (?:you|they) did(?: it)?[.!]*$|^and you did(?: it)?[.!]*$|\b(?:it|that) worked\b|\bthe calls never (?:started|came)(?: up)?(?: again)?\b|\bi'?ve had peace\b|\b(?:that|it) was respected\b|\bit'?s been (?:(?:lovely and |really |very )?quiet|peaceful)\b|\bquiet ever since\b|\band it did\b|\bit was great\b|\b(?:were|was) (?:very )?(?:good|kind) about it\b|\bit'?s all there\b|^they(?:'ve| have)? stopped\b|\b(?:i'?ve|i have) had none\b|^(?:yeah,? )?no calls since\b|\b(?:you'?ve|you have|they'?ve|they have) stopped\b|\bleft alone since\b|\bstopped straight away\b|\bactually took me off\b|\bi'?ve not had (?:one|any) since\b|\band that was that\b|\bfair'?s fair,? (?:it|they|you) did\b|\bit'?s been no calls\b|^you did (?:take|remove|put|stop)\b|\b(?:nobody|no one|no-one|none of you)(?:'s| has)? (?:rung|called|phoned|bothered me) since\b|\b(?:that|it)(?:'s| has) been honou?red\b|\bto your credit,? (?:you|they) did\b|\b(?:that|it)(?:'s| has) been (?:grand|great|fine|lovely|bliss|brilliant|perfect|a relief)\b/u;
/** Another person's own line offered: "Ring his mobile instead", "call her on her own phone". */
const CALLS_SENT_TO_THEM = /^(?:(?:so|just|please|and),? )*(?:(?:ring|call|phone|try|use) (?:his|her|their|[a-z]+'s) (?:own )?(?:mobile|number|phone|cell|landline)|(?:ring|call|phone|contact) my (?:husband|wife|partner|son|daughter|mum|mom|dad|brother|sister))\b(?! (?:again|at all)\b)/u;
const ABOUT_SOMEONE_ELSE = /\b(?:him|her|them|my (?:mum|mom|mother|dad|father|son|daughter|husband|wife|partner|gran|grandma|grandad|nan|brother|sister)(?:'s)?)\b/u;
const CALL_ME_INSTEAD = /^(?:(?:so|just|please|and),? )*(?:ring|call|phone|contact) me\b(?! (?:again|ever)\b)/u;
/** The caller's own words to someone, in the past, with a time: "I told them on Friday", "last month I said", "I spent an hour yesterday on hold to say". */
const TOLD_IN_THE_PAST = /\b(?:i|we) (?:said|told|asked|rang|phoned|spent|wrote|called)\b/u;
const PAST_TIME = /\b(?:yesterday|last (?:week|month|year|night|time|spring|summer|autumn|winter|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|ago|in the (?:spring|summer|autumn|winter)|back in|in (?:19|20)\d\d|the other day)\b/u;
/** Another call told as a story: "The gas lot kept ringing and I said…", "I had to ring the gym and tell them…". */
const STORY_OF_A_CALL =
  /\b(?:they|she|he|the [a-z]+(?: [a-z]+){0,2}) (?:rang|called|phoned|kept (?:ringing|calling|phoning)|rings|calls)\b[^.!?]*\b(?:i|we) (?:said|told (?:them|him|her)|tell them)\b|\b(?:i had to |i )(?:ring|rang|call|called|phone|phoned) (?:the|my) [a-z]+(?: [a-z]+)?\b[^.!?]*\b(?:tell|told|ask|asked) them\b|\bevery time (?:the|they) [a-z ]{1,30}rings?\b[^.!?]*\bi tell them\b/u;
/** The turn to this call's business after a story: "Anyway, my renewal.", "Now, is the prescription ready?", "I'm ringing about my parcel." */
const TURN_TO_BUSINESS = /^(?:(?:now|now then|right|so)[,.]? )+|^(?:hi|hello|hiya)[.!]*$|^i (?:want|need|'d like|would like) to (?:book|pay|ask|know|check|order|change|cancel|renew|talk about)\b|^my [a-z]+(?:'s| is) (?:broken|not working|wrong|late|due)\b|\bdifferent subject\b|\b(?:i'?m|i am) (?:only |just )?(?:ringing|calling|phoning) (?:about|because|to)\b|\bthis is (?:just )?about\b|\bwhat'?s (?:this|it) (?:call )?about\b|\bhow can i help\b/u;
/** …and then the business of this call: a question, or "anyway", "but go on", "this is about". */
const BUSINESS_NEXT = /^(?!.*\b(?:call|calls|calling|ringing|phoning|rung|rang|still|again)\b).*\?\s*$|^(?:(?:so|anyway|but|right|ok|okay|oh)[,.]? )+(?:go on|tell me|this is about|the [a-z]+|what|is|are|can|could|when|how)\b|^yes,? i (?:booked|did|do|want)\b/u;

/**
 * Taken back with a change of mind, in the request's own sentence after a dash or anywhere later in the turn: "Take me
 * off— no wait, keep me on", "…Forget it, eh? Leave me on.", "…Then no, leave it as it is.", "…Okay, scrap what I said, keep talking."
 */
const RETRACTED =
  new RegExp(String.raw`\b(?:scrap (?:that|what i said)|scratch what i said|ignore (?:that|what i (?:just )?said)(?!\w)|forget (?:i said (?:that|it)|what i (?:just )?said)|forget it,? (?:eh|then|call|ring)|leave it as it is|call away)\b|(?:^|[,.!?] )(?:please |seriously,? )?(?:don'?t|do not)(?: you dare)? take me off\b|\b(?:no|wait|hang on|hold on|actually|sorry|oh|fine|ugh|jeez|okay)[,.!?]*(?: [a-z',-]+){0,8}? (?:keep me on${ON_A_PLAN}|leave me on${ON_A_PLAN}|keep (?:me|us) on (?:the|your) list|i'?m interested|i do want (?:the )?(?:calls|them)|carry on(?! (?:calling|ringing|phoning|like|and))|keep talking|go ahead(?! and| with)|call whenever|i do want (?:the )?(?:[a-z]+ )?(?:calls|reminders|those)|(?<!\bno )(?:ring|call|phone) (?:me )?again,? (?:definitely|by all means))\b|\bi take (?:that|it) back\b|\bthat came out wrong\b(?![^.!?]*\b(?:stop|don'?t|no more|take me off|remove)\b)|^(?:(?:so|okay|ok|fine|go on)[,.]? )*what(?:'ve| have) you got(?: for me)?[?.!]*$|(?<!\b(?:care|matter|mind|know) )\bwhat'?s the (?:offer|price|figure|deal)\b|\btell me the offer\b|\b(?:actually|or),? do (?:ring|call|phone)\b|\bi'?ll stay on(?: (?:the|your) (?:call(?:ing)? )?list)?(?=[.,!;]|$)|\b(?:then )?i won'?t opt out\b|(?:^|[,.!?] )(?:fine,? |so,? |then,? )?(?:don'?t|do not) (?:delete|remove) (?:it|me|my number)\b|(?:^|[,.!?] )(?:then,? )?(?:don'?t|do not) put me on (?:it|the list|there)\b|\bi withdraw (?:that|it|my request)\b|\bon second thoughts?\b|\b(?:no|then no|so no),? (?:please )?(?:don'?t|do not) put (?:me|us)(?: (?:on|in)(?: (?:it|there|the list))?)?[.!]*$|\b(?:you can )?put me back on\b|\b(?:actually|no)[,.]? i want (?:on|to stay on)\b|^(?:(?:ugh|oh|sorry|no|god|gosh|argh|um|uh)[,.!]? )*ignore (?:that|me|what i said)\b|\bi (?:don'?t|didn'?t|do not|did not) (?:really )?mean (?:that|it)(?=[,.!]|$| i'?m\b)|\b(?:maybe )?(?:don'?t|do not) stop (?:just )?yet\b|^(?:well[,.]* )?maybe (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week)\b`, 'u');
const TAKEN_BACK_LATER = /\b(?:forget|never mind) (?:i said (?:that|it)|that)\b|\b(?:i'?m )?only (?:joking|kidding|messing)\b|^(?:(?:okay|ok|so),? )*(?:is it|is that) (?:a form|something (?:i|you) do)\b/u;
/** A call asked for later: "Call me after seven", "ring me back in ten minutes", "After half five is grand", "Once a week I can handle". */
const CALL_ME_LATER =
  /(?:^|[,.] |\b(?:just|please|so|and|but|can) )(?<!\bif (?:you )?)(?:call|ring|phone)(?: (?:me|us))? (?:back |again )?(?:when the next\b|when (?:you'?ve|you have) got\b|after|before|in (?:the|ten|an|a|april|may|june|july|august|september|october|november|december|january|february|march|spring|summer|autumn|the new year)|later|tomorrow|next (?:week|month|year)|at (?:a|another|some)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|^(?:after|before) [a-z0-9 ]+,? (?:(?:is|are|would be) (?:fine|grand|ok|okay|better|best)|no problem)\b|^after(?: that| [a-z]+ days)?,? you can\b|^once a (?:week|month|day|fortnight) (?:i can|is)\b/u;
/** The caller places the agent as another company than the one refused, and goes on: "You're the vet, though, so…", "You're from the municipality?" */
const AGENT_IS_SOMEONE_ELSE =
  /^(?:(?:oh|so|and|but|ah|right|okay|ok|wait|sorry),? )*(?:you'?re|ye'?re|you are)(?: (?:from|calling from|ringing from|with))? (?:the|my|our|his|her|a)\b(?! (?:same|second|third|fourth|fifth|sixth|tenth|last|only|one|ones|kind|sort|type|worst|reason)\b)(?:(?!\b(?:calling|ringing|again|still|same)\b)[^.!?])*(?:, so\b| so (?:that'?s fine|obviously|what|is)\b|, though\b| though\b|(?<!aren'?t you|isn'?t it|\bright|again)\?)/u;

/** The speaker disowns the phone: "I don't manage it", "nothing to do with me", "it's his own phone", "I've no say over it". */
const NOT_MINE =
  /\b(?:i (?:don'?t|do not|never) (?:manage|sort|touch|pay for|go anywhere near|look after|handle|deal with) (?:it|his|her|their|them)|(?:not|nothing to do with) (?:my (?:phone|problem|business)|me)|(?:got |i'?ve got |i have )?nothing to do with (?:it|me|them|his|her|their)|(?:i'?ve|i have) (?:got )?no say|no say (?:in|over) it|not that i'?ve (?:got )?any say|i'?ve (?:got )?no access to it|i'?m not (?:the one who (?:looks after|pays for|manages|deals with)|(?:his|her|their) (?:carer|family|relative|guardian|next of kin)|family)|not (?:anything )?official|i know i'?m not (?:his|her|their) family|i just live next door|i don'?t live (?:here|there)|i'?m (?:only|just) visiting|(?:his|her|their) own (?:phone|mobile|woman|man|contract|number)|it'?s (?:his|her|their) (?:phone|mobile)\b|which (?:he|she) pays for (?:himself|herself))\b/u;
/**
 * The speaker says the request is someone else's, passed on: "…so that's from him", "That's her, not me", "I'm just the
 * messenger", "I'm only translating for her", "He has asked me…", "…and I'm quoting her exactly", "I'm to tell you…"
 * ("Your agent told me, and I quote, you're off the list" quotes the company, and passes nothing on).
 */
const PASSED_ON =
  /\b(?:that'?s|this is|it'?s) from (?:her|him|them)(?:,? not me)?[.!]*$|\b(?:that'?s|it'?s) (?:her|him|them),? not me\b|, from (?:her|him|them)[.!]*$|\b(?:i'?m|i am) (?:just |only )?the messenger\b|\bdon'?t shoot the messenger\b|\b(?:i'?m|i am) (?:just |only )?translating for (?:her|him|them|my [a-z]+)\b|\b(?:he|she|they) (?:has|have|had|'s|'ve) asked me\b|\b(?:i'?m )?quoting (?:her|him|them)\b|\bi'?m to tell you\b/u;
/** …unless the caller makes the words their own: "…and so do I", "me too". */
const OWN_AS_WELL = /\b(?:and so do i|so do i|me too|and me|as do i|i agree|same here|(?:so|and) i'?m (?:telling|asking) you|i'?m (?:telling|asking) you (?:myself|too|as well))\b/u;
/** …unless the speaker answers for it after all: "I pay the contract", "it's on my plan", "in my name", or its owner has died ("He died in the spring. Please stop ringing it": RULE.md). */
const ANSWERS_FOR_IT = /\b(?:passed (?:away|on)|died|(?:my|our) late (?:husband|wife|partner|mum|mom|mother|dad|father|son|daughter|brother|sister))\b|\b(?:i pay (?:for )?(?:it|the (?:contract|bill)|his|her|their)|on my (?:plan|contract|account|bill)|in my name|i (?:manage|look after) (?:it|his|her|their))\b/u;
/** A request about someone else's calls ("stop ringing her", "can you stop ringing Sam"), not the caller's own line. */
const ABOUT_THEM = /\b(?:him|her|them)\b|\b(?:calling|ringing|phoning|call|ring) (?!me\b|us\b|if\b|please\b|again\b|now\b|any\b)[a-z]+'?s?\b/u;
const OWN_LINE = /\b(?:calling|ringing|phoning|call|ring|phone|contacting|contact|bother(?:ing)?) (?:me|us|my (?:number|phone|mobile|landline|line)|(?:this|the|our) (?:number|phone|line|house|household|landline|home)|here)\b|\b(?:this|the|our) (?:number|line|house|landline)\b|\bmy (?:own )?(?:number|phone|mobile|landline|line|house)\b/u;

/**
 * Later in the turn, the request turned round or narrowed: "…So take me off the do-not-call list, I want to hear the offer",
 * "Not the calling list, the waiting list", "…By email.", "I've given up complaining", "Never mind what I said." ("Forget what
 * I said" is RETRACTED's, read on the same sentences.)
 */
const TURNED_ROUND_LATER = /\b(?:take|get|put) (?:me|us) (?:off|out of) (?:the|your|that) do[ -]?not[ -]?call\b|^not the (?:calling|call|phone|do[ -]not[ -]call) list\b|^by e-?mail[.!]*$|^(?:i mean |i meant )?(?:by )?e-?mail,? (?:i mean|not (?:the )?(?:phone|calls))\b|^(?:(?:so|and|but)[,]? )?i'?ve given up (?:complaining|asking|telling (?:you|them))\b|\bnever mind what i (?:just )?said\b/u;

/**
 * The request's own sentence shows it is not this caller asking this company: said to a phone's assistant ("Hey Siri,
 * stop calling Mum"), said to another company ("Said to the charity, don't phone me", "Even Airtel I've said…",
 * "telling some fella from a timeshare outfit to never call me again"), someone else's words ("Auntie's shouting from
 * the kitchen: stop phoning!", "he's been … going tell 'em to stop ringing"), a marker someone else set ("My bank put a
 * no-calls marker on my file", "…and I never asked for one"), or aside to the room ("…, Lewis, I said no!", "…, it's not for you!").
 */
const NOT_THIS_CALLER_ASKING = [
  /^(?:hey|ok|okay) (?:siri|google|alexa)\b/u,
  /^(?:[a-z']+ )?(?:said|told|telling) (?:to )?(?:the|some|a|that) (?:[a-z]+ ){0,4}?(?:charity|company|firm|bank|outfit|lender)\b(?!.*\b(?:i'?m|i am) telling you\b)/u,
  /\b(?:spent|spend) (?:[a-z-]+ ){1,3}(?:telling|saying to) (?:some|a|the|that) /u,
  /^even [a-z]+,? (?:i'?ve|i have|i) (?:said|told)\b/u,
  /\b(?:written|wrote|spoken|spoke|said|told|rung|rang) to (?:\d+|two|three|four|five|six|several|other|some|all the other) (?:firms|companies|banks|people|lenders|charities|places)\b/u,
  /\b(?:my|our) (?:bank|insurer|broker|provider|energy company|[a-z]+ company) (?:put|added|set|placed)\b|(?<=\b(?:marker|flag|note|no-?calls?|do not call)\b.*)\b(?:i|we) (?:never|didn'?t) ask(?:ed)? for (?:one|it|that)\b/u,
  /^(?:(?:my|our|the) )?(?:auntie|aunty|uncle|mum|mom|mam|dad|gran|nan|grandad|grandma|granny|husband|wife|son|daughter|partner|kids?)'?s? (?:shouting|yelling|saying|going|telling|calling out|mouthing)\b/u,
  /\b(?:going|saying|shouting|waving [a-z ]+ going) '?tell (?:them|'em|em)\b|\btelling me to tell you\b/u,
  /^tell (?!your\b|them\b|whoever\b)(?:[a-z]+ ){1,2}to stop (?:ringing|calling|phoning)(?! (?:me|us|this|my|our)\b)/u,
  /, (?:it'?s not for you|leave it)[!.]?$|, (?!please\b|mate\b|now\b)[a-z]+, (?:i said no|it'?s not for you)\b|^(?:stop (?:phoning|calling|ringing)|wipe|delete|lose) (?:his|her|their) [a-z]+(?: number)?, (?!please\b|mate\b|now\b)[a-z]+,/u,
];
/** Calls about one matter said not to be needed: "You don't need to phone again about the invoice, I paid it". */
const ONE_MATTER_NEEDS_NO_CALL =
  /\b(?:needn'?t|don'?t need to|do not need to|no need to|no need for you to|won'?t need to)(?: bother)?(?: to)? (?:call|ring|phone)(?:ing)? (?:me |us |the [a-z]+ )?(?:again |back )?(?:about|for|regarding|re) (?:(?:it|this|that)(?! again)|the|my|your|today'?s)\b|\bno (?:more |further )?calls? (?:needed|necessary) (?:about|for|regarding)\b|\bno (?:more |further )?calls? (?:about|for|regarding) (?:that|this) one\b/u;
/**
 * The request's own sentence narrows it, turns it round or asks about it: a frequency kept ("Stop calling every day,
 * weekly's fine"), a time offered ("…in the day, ring in the evenings"), the calls wanted ("Don't you dare stop calling
 * me about the recall", "…the consent I gave you for the claim stands", "I'd like to hear about offers again"), nobody
 * asking ("Nobody here is asking for the calls to stop"), someone else's push ("My daughter's been on at me to withdraw
 * consent"), lists sold on ("any list you sell or rent"), sarcasm ("don't call me back, why would you"), or a question
 * about opting out weighed against what it costs ("Can I opt out of calls and still keep the discount?"), or the one
 * call back declined once the matter is done ("Don't bother calling back, it's sorted").
 */
const NARROWED_OR_NOT_MEANT = [
  FREQUENCY_KEPT,
  // The calls wanted: "Keep me on the list for the tickets, don't be taking me off", "Thank you, I will wait for your call",
  // "I'd like the calls to resume", "the telephone is how I'd like to be contacted", "I'd like the calls reduced to an annual review".
  /\bkeep (?:me|us) on (?:the|your|this|that) (?:[a-z'-]+ ){0,3}list\b|\b(?:i'?ll|i will|i'?m) (?:wait(?:ing)?|be waiting) for (?:your|the|a) call\b|\b(?:the|my) calls to (?:resume|start again|come back)\b|\b(?:tele)?phone is how (?:i'?d|i would|i) (?:like|prefer|want) to be contacted\b|\bcalls (?:reduced|cut down|cut back)\b|(?<!\b(?:you|ya|y'all|they|to)\s)\b(?:keep|carry on) (?:ringing|calling|phoning) (?:me|us)(?=[,.!]|$| i'?m\b)|\b(?:call|ring|phone) me (?:again|back),? (?:i'?m here|next week|tomorrow|later)\b(?![^.!?]*\b(?:don'?t|dont|stop|take me off|no more|never)\b)|\bi want (?:everything|it all|all of it) by (?:tele)?phone\b/u,
  // Not about the calls: "I'm not talking about phone calls at all", "Remove my email address from your list", "don't go putting a no-calls flag on me".
  /\b(?:i'?m|i am) not (?:talking|asking|on) about (?:the |your )?(?:phone )?calls\b|^(?:please )?(?:remove|delete|take) my (?:e-?mail(?: address)?|postal address|address)\b|\b(?:don'?t|do not) (?:go )?put(?:ting)? (?:a )?no[ -]calls? (?:flag|marker|note)\b/u,
  /, (?:ring|call|phone)(?: me)? (?:in the (?:evenings?|mornings?|afternoons?)|after (?:work|[a-z0-9]+)|at (?:the )?weekends?|on (?:the )?weekends?)\b/u,
  /^(?:(?:oh|no|and|please|but),? )?(?:don'?t|do not) (?:you )?(?:dare )?stop (?:calling|ringing|phoning)\b/u,
  /\b(?:consent|permission) (?:i|we) gave (?:you )?[a-z ]{0,30}\bstands\b|\b(?:i|we)(?:'d| would) like to hear (?:about|from) [a-z ]{0,30}\bagain\b|\bopting (?:back )?in\b/u,
  /^(?:nobody|no one|none of us)\b[^.!?]*\basking\b/u,
  // The number made the one to ring: "Mark this number as my primary contact", "set this as my main number".
  /\b(?:mark|set|make|put|have|keep)(?: down)? (?:this|my|that) (?:[a-z]+ )?(?:number|line|phone|mobile) (?:down )?as (?:my|the|our) (?:primary|main|preferred|first|default|best) (?:contact|number|line)\b/u,
  /\b(?:been )?on at me to (?!tell you\b)/u,
  /\blists? (?:you|they) (?:sell|rent|share|pass)\b/u,
  /\b(?:don'?t|do not) (?:call|ring|phone) (?:me )?back,? why would you\b/u,
  /^(?:can|could|may) (?:i|we) (?:opt out|unsubscribe)\b[^.!?]*\b(?:and still|without losing)\b/u,
  // "No, don't call me back, all done.", "Don't bother calling back, it's sorted.": the one call back declined, the matter done.
  /\b(?:don'?t|no need to|do not)(?: bother)? (?:call|ring|phon)(?:e|ing)? (?:me |us )?back\b(?! (?:again|ever)\b)[^.!?]*\b(?:it'?s sorted|all sorted|all done|sorted now)\b/u,
  /^for (?:the|this|that|my|your) [a-z' ]{1,40}, (?:you )?(?:needn'?t|don'?t need to|do not need to|no need to)\b/u,
  /^(?:please )?(?:don'?t|do not) (?:call|ring|phone) (?:me |us )?about (?:this|that|it)\b[^.!?]*\b(?:i'?ll|i will) (?:sort|deal with|handle|see to)\b/u,
  /^(?:please )?(?:don'?t|do not) (?:call|ring|phone) (?:me |us )?about (?:the|this|my) [a-z]+(?: [a-z]+)?,? (?:just )?(?:leave|drop|put|send|text|post)\b/u,
  // "If it was up to my wife, you'd never ring here again": someone else's wish, imagined.
  /^if it (?:was|were) up to (?!me\b)[a-z]+(?: [a-z]+)?,/u,
  // "My partner's not keen on these calls, she'd like them stopped": her wish, unless the caller shares it.
  /\b(?:she|he|they)(?:'d| would) (?:like|want|prefer) (?:them|it|the calls|these calls|those) (?:stopped|to stop|to end)\b(?![^.!?]*\b(?:so would i|me too|as would i|and so do i)\b)/u,
];
/** A channel other than calls, named in their place. */
const CHANNEL = '(?:texts?|texting|text messages|e-?mails?|e-?mailing|messaging|letters|mailing list|notifications?|alerts?|postcards?|catalogues?|voice notes|whatsapps?|sms|messages)';
/**
 * What the caller says next puts the request right (a piece after a dash, dnc-repairs.ts, or the next sentence): "…— before
 * nine, I mean", "…— texts. Texts!", "…— oh, it's my own bank's fraud line", "…— my nan says", "…— I said that to the pizza
 * place's robot". (Said again or pressed, "…— stop it!", is a request of its own, which the repair keeps apart.)
 */
const PUT_RIGHT_NEXT = [
  // "…— before nine, I mean" (but "Of the call list, I mean", "By you, I mean", "Permanently, I mean" say which calls, or for how long).
  /^(?![^.!?]*\b(?:calls|calling|phone|phoning|ringing|you|yous|ya|your|permanently|for good|ever|at all|list)\b)[^.!?]*(?:, (?:i mean|is what i mean)[.!]*$|\bis what i mean\b)/u,
  // Another channel named alone in the request's place ("…— texts. Texts!"; not "Emails are fine", which keeps a channel beside the request).
  new RegExp(
    `^(?:(?:no|sorry|oh|i mean)[,.!]? )*(?:(?:the|your|those|these|no more|sending) )*(?:(?:marketing|reminder|promo(?:tional)?|app) )?${CHANNEL}(?:[,.!]* ${CHANNEL})?(?:[,.!]+ ?(?:(?:i mean|is what i mean|sorry)\\b[^.!?]*)?)?[.!]*$`,
    'u',
  ),
  // "…— Mum, I mean, call my mum", "…— well, you want my partner, really": someone else put in the caller's place.
  /^[a-z]+, i mean, (?:call|ring|phone|try)\b|^(?:well,? )?you want my [a-z]+\b/u,
  // Fewer calls, not none: "…— well, slow down", "…— or halve", "…— well, not stop. Just less", "…— three times a day is a lot".
  /^(?:(?:well|or|no|sorry|i mean)[,.]? )*(?:slow (?:it )?down|not stop|(?:just )?less|fewer|halve|not so (?:often|many|much)|(?:once|twice|one call) (?:a|is|would)|[a-z]+ times a (?:day|week) is (?:a lot|too much|too many))\b/u,
  // Kept on a list after all: "…— put me on, sorry, put me on the list for cancellations".
  /^(?:(?:no|sorry|i mean)[,.]? )*(?:put|keep|leave) me on\b(?! (?:(?:the |your )?(?:do[ -]?not[ -]?call|dnc)|it|there|that)\b)/u,
  // A narrower thing taken off: "…— sorry, take this appointment off the callback list".
  /^(?:(?:sorry|no|i mean|well)[,.!]? )+(?:take|put|stop|remove) (?:this|that|the) (?!calls?\b|number\b|phone\b)[a-z]+/u,
  // Someone else's words, or the words' true hearer.
  /^(?:my|the|his|her|our) [a-z]+(?: [a-z]+){0,4} (?:says|said|wants|is saying|'s saying|is shouting|'s shouting)(?:,? (?:to )?(?:say |tell you )?(?:stop (?:call|ring|phon)|don'?t (?:call|ring|phone|contact)|take (?:me|us|her|him|them) off|remove|no more (?:calls|ringing|phoning)|never (?:call|ring|phone))|,? (?:she'?s|he'?s|they'?re) (?:shouting|saying) it\b|,?[.!]*$)|^(?:i said|i was saying) (?:that|it) to\b/u,
];
/** …or the caller finds out who is calling or why, and asks about it: "…— oh, it's the vet?", "…— sorry, the alarm company?" */
const FOUND_OUT_NEXT =
  /^(?:(?:oh|ah|sorry|wait|hang on|hold on|no|hmm)[,!]? )*(?:it'?s|you'?re|this is|is this|is it|are you|that'?s|it is) (?:the|my|our|your|about|from|a|an)\b[^.!]*\?$|^(?:(?:oh|ah|sorry|wait|hang on|hold on|no|hmm)[,!]? )+(?:(?:it'?s|you'?re|this is|is this|is it|are you|that'?s|it is) (?:the|my|our|your|about|from|a|an)\b|(?:the|my|our) [a-z]+(?: [a-z]+)?[.?!]$)|^(?:the|my|our) (?:[a-z]+ )?(?:driver|courier|engineer|vet|surgery|dentist|doctors?|doctor's|school|pharmacy|hospital|clinic|nurse|plumber|postman|delivery)[.?!]$/u;
const WISH_CONFIRMED = /^(?:that'?s|it'?s|this is) (?:my|our) (?:preference|choice|wish|decision|request|answer|final answer)\b/u;
/** Words that make a request again later in the turn, after which a request found out about still stands. */
const ASKED_AGAIN = /\b(?:stop|don'?t (?:call|ring|phone)|remove|take (?:me|us|my number|it|this number) off|no more|never (?:call|ring))\b/u;
/**
 * The request broken off to ask what the call is about: "Take me off your list— no, wait, is this about the repair?";
 * with a go-ahead later in the turn, taken back.
 */
const BROKEN_OFF = /^(?:(?:no|non|nee|wait|hang on|hold on|oh|ay|aah|teka|ay teka|attends|espera|esperate|sorry|actually|hmm)[,!]?\s*)+[^.!?]*\?$/u;
/** The one matter the calls were about, done: "…about the parcel— it's arrived", "…— I booked it yesterday", "That one's done." */
const MATTER_DONE = /^(?:(?:well|oh|yeah)[,.]? )?(?:(?:it|that|that one)(?:'s| is| has|'s been| has been)? (?:arrived|sorted|done|fixed|paid|booked|gone through|been (?:paid|sorted|done|fixed|booked))|it went through|(?:it|that)(?:'s| has)? (?:come|came) (?:through|in)|i(?:'ve| have)? (?:booked|paid|sorted|sent) (?:it|the|that))\b/u;
const CALLS_TO_ME = /\b(?:call(?:ing)?|ring(?:ing)?|phon(?:e|ing)|contact(?:ing)?) (?:me|us)\b/u;
/** A request about one matter: "about the parcel", "for this order", "about it". */
const ABOUT_ONE_MATTER = /\b(?:about|for|regarding) (?:the|this|that|it|my)\b/u;
/** "Can I opt out of these calls? Is that even an option…": asked, then said to be a question. */
const ONLY_ASKING = /^(?:is (?:that|it|there) (?:even )?(?:an option|possible|allowed|a thing)|i'?m (?:just |only )?asking|i'?m asking before|i (?:only |just )?ask (?:this |it )?(?:only |just )?(?:for|as) (?:information|info|interest|curiosity))\b/u;
/** A call put off by the caller, anywhere later: "…I'll give you a bell tomorrow if I still need anything." */
const CALLER_WILL_RING_LATER = /\bi'?ll (?:give you a (?:bell|ring|call|buzz)|ring you|call you)\b/u;

/** Said to the room after a dash in the request's own sentence: "Wipe his number, Dylan, he's bad news - sorry, my son's phone drama." */
const DASHED_ASIDE = / [-—–] ?(?=sorry\b|apologies\b)/u;
/** The caller's name put right, not the calls refused: "Stop calling me Bob. My name is Robert.", "Stop calling me love, it's patronising." */
const NAME_PUT_RIGHT = /^(?:(?:and|but|also),? )?stop calling me [a-z]+(?:,? (?:it'?s|that'?s) (?:patronising|rude|condescending|sexist|not my name|creepy|weird))?[.!]*$/u;
const MY_NAME_IS = /^(?:my name(?:'s| is)|it'?s|i'?m) [a-z]+[.!]*$|\bi'?m (?:nobody'?s|not your) [a-z]+\b|\bmy name(?:'s| is)\b|\b(?:patronising|condescending)\b/u;

/** Whether a request (a normalised sentence, or two read as one) stands, given the two sentences before it and the ones after. */
export function requestStands(request: string, before: readonly string[], later: readonly string[]): boolean {
  // A sentence after a dash ("Lose my number! - no, wait, sorry…") is read without it.
  const after = later.map((sentence) => sentence.replace(/^[-—–]+\s*/u, ''));
  const [next, then] = after;
  // "It's her phone, nothing to do with me, but you lot should stop ringing her": a phone the speaker says is not theirs to answer for.
  if (ABOUT_THEM.test(request) && !OWN_LINE.test(request) && [...before, request, ...after].some((sentence) => NOT_MINE.test(sentence)) && ![...before, request, ...after].some((sentence) => ANSWERS_FOR_IT.test(sentence))) return false;
  // "He says, tell them to take this number off the list. It's his phone, I'm only visiting, so that's from him.": passed on, said so.
  if ([...before, request, ...after].some((sentence) => PASSED_ON.test(sentence)) && ![request, ...after].some((sentence) => OWN_AS_WELL.test(sentence))) return false;
  if (after.some((sentence) => TURNED_ROUND_LATER.test(sentence) || RETRACTED.test(sentence)) || RETRACTED.test(request)) return false;
  if (NOT_THIS_CALLER_ASKING.some((said) => said.test(request)) || NARROWED_OR_NOT_MEANT.some((narrowed) => narrowed.test(request))) return false;
  if (/^(?:(?:can|could) (?:i|we) (?:opt out|unsubscribe|be (?:taken|removed) off|choose (?:to not|not to))|is it possible(?: for (?:me|us))? to)\b[^.!]*\?$/u.test(request) && next !== undefined && ONLY_ASKING.test(next)) return false;
  // "You needn't ring again about the missed appointment", "No more calls needed about the leak": no need of the calls about one
  // matter (a topic of sales is refused all the same).
  if (ONE_MATTER_NEEDS_NO_CALL.test(request) && !SELLING.test(request)) return false;
  // ("Stop phoning me about my student loan. I paid it off." refuses calls to the caller on that topic: a kind of call.)
  if (ABOUT_ONE_MATTER.test(request) && !SELLING.test(request) && (!CALLS_TO_ME.test(request) || /\babout (?:it|this|that)(?= again\b|[,.!?]|$)/u.test(request)) && after.slice(0, 3).some((sentence) => MATTER_DONE.test(sentence))) return false;
  if (/\b(?:call|ring|phone) (?:me )?back\b/u.test(request) && !FOR_GOOD.test(request) && after.some((sentence) => CALLER_WILL_RING_LATER.test(sentence))) return false;
  // The aside ends the sentence: a request after it ("Okay so — sorry, the dog's going mental — yeah, could you stop phoning me?") stands.
  const aside = request.split(DASHED_ASIDE).slice(1).at(-1);
  if (aside !== undefined && ROOM_ASIDE.test(aside) && !/\b(?:stop|don'?t|remove|take|lose|delete|no more)\b/u.test(aside)) return false;
  if (NAME_PUT_RIGHT.test(request) && [request, ...after.slice(0, 2)].some((sentence) => MY_NAME_IS.test(sentence))) return false;
  if (next !== undefined && (UNDOES.test(next) || ROOM_ASIDE.test(next) || (CALLER_WILL_CALL.test(next) && !FOR_GOOD.test(request)))) return false;
  if (next !== undefined && PUT_RIGHT_NEXT.some((putRight) => putRight.test(next))) return false;
  // "Remove my number — oh, hang on, I need the delivery calls": taken back in the words the request's own sentence would be (dnc-guard-phrases.ts).
  if (next !== undefined && /^(?:no|oh|sorry|wait|hang on|hmm|actually|well)\b/u.test(next) && CORRECTED_AFTER.test(`— ${next}`)) return false;
  if (next !== undefined && CALLER_WILL_VISIT.test(next) && /\b(?:call|ring|phon)(?:e|ing)? (?:me |us )?back\b/u.test(request) && !FOR_GOOD.test(request)) return false;
  // "…That's my preference, can you set it?" confirms the wish: not a caller finding out who rang.
  if (next !== undefined && FOUND_OUT_NEXT.test(next) && !WISH_CONFIRMED.test(next) && !after.slice(1).some((sentence) => ASKED_AGAIN.test(sentence))) return false;
  // Taken back a sentence later ("Then again, I did ask for this quote. Okay, forget I said that."), or a call invited for later ("…Call me after seven.").
  if (then !== undefined && TAKEN_BACK_LATER.test(then)) return false;
  if (after.some((sentence) => CALL_ME_LATER.test(sentence))) return false;
  // "That's what he said when he saw the phone ringing. 'Tell them to stop calling, Mum.'": a sentence in quotes, after whose words they are.
  if (/^'/u.test(request) && before.some((sentence) => /\b(?:he|she|they|[a-z]+) (?:said|says|shouted|yelled|goes|went)\b/u.test(sentence) && !/\b(?:i|we) (?:said|says)\b/u.test(sentence))) return false;
  // "…You're the vet, though, so what about Biscuit's bloodwork?": the caller finds out who is calling, and the request was about someone else.
  if (after.some((sentence) => AGENT_IS_SOMEONE_ELSE.test(sentence))) return false;
  if (then !== undefined && ROOM_ASIDE.test(then)) return false;
  // "Unsubscribe. That's all I want. From the emails, I mean.": the list is named a sentence or two on.
  // "…The texts as well." adds to the request: only a list named instead of the calls narrows it.
  // "…The texts are fine, keep the texts.", "The emails are enough.": the other channel kept, which leaves the request as it was.
  if ([next, then].some((sentence) => sentence !== undefined && THAT_LIST.test(sentence) && !ADDS_TO_IT.test(sentence) && !NAMES_CALLS.test(sentence.replace(NOT_THE_CALLS, '')) && !KEPT.test(sentence) && (NOT_A_CALLS_LIST.test(sentence) || OTHER_THING_NAMED.test(sentence)))) return false;
  // "Stop calling me. For the next fortnight at least.", "…Evenings at home are fine.": a pause or a time, not an end.
  if ([next, then].some((sentence) => sentence !== undefined && (TIME_LIMITED.test(sentence) || FREQUENCY_KEPT.test(sentence)))) return false;
  // "I'm on the TPS, but I'm the one who asked for the quote, so it's all good": the registration held up without objecting.
  if (REGISTRATION.test(request) && [request, ...after].some((sentence) => REGISTRATION_WAIVED.test(sentence))) return false;
  // "I'm on the TPS, I think. Am I? Can you check?": the registration doubted, then asked about.
  if (REGISTRATION.test(request) && next !== undefined && REGISTRATION_DOUBTED.test(next)) return false;
  // "Every morning there's an email from you… Enough. Unsubscribe me.": the emails named before, not calls.
  if (BARE_REMOVE.test(request) && before.some((sentence) => notForCalls(sentence) || (OTHER_THING_NAMED.test(sentence) && !NAMES_CALLS.test(sentence) && !/\b(?:cal+|ring|rang|rung|phon)/u.test(sentence)))) return false;
  // "Stop calling my work number. I can't take calls at my desk. Use my mobile.": one line refused, another offered later in the turn.
  if (ONE_LINE.test(request) && after.some((sentence) => OTHER_LINE_OFFERED.test(sentence))) return false;
  // "Stop the reminder calls for this appointment… The others are really helpful": one kind of call stopped, the rest welcome.
  // …in the same sentence too ("…, but I'm happy for you to ring about the service"), unless what is stopped is selling: a topic of sales calls is refused whatever else is welcome.
  if ((after.some((sentence) => OTHER_CALLS_WELCOME.test(sentence)) || OTHER_CALLS_WELCOME.test(request)) && !SELLING.test(request)) return false;
  // "No, I'll call you once I've checked. No need for you to call.": the call put off, the sentence before.
  if (/\b(?:need|bother)\b/u.test(request) && !FOR_GOOD.test(request) && before.some((sentence) => CALLER_WILL_CALL.test(sentence.replace(/^(?:no|ok|okay|right)[,.]? /u, '')))) return false;
  // "…'I want no more calls'. And you did it.", "…and the calls never started up again": asked before, and honoured.
  if ([request, ...after].some((sentence) => HONOURED.test(sentence))) return false;
  // "Tell your colleague not to ring me any more… I'd rather deal with you.": one agent refused, not the company.
  if (after.some((sentence) => /\b(?:i'?d rather|i prefer to) (?:deal|speak|talk) (?:with|to) you\b|\byour direct (?:line|number)\b/u.test(sentence))) return false;
  // "Could you stop ringing me for my husband's appointments? … Ring his mobile instead.": the calls moved to the one they are for.
  if (after.some((sentence) => CALLS_SENT_TO_THEM.test(sentence)) || (ABOUT_SOMEONE_ELSE.test(request) && after.some((sentence) => CALL_ME_INSTEAD.test(sentence)))) return false;
  // "I told that chap…, stop ringing me. He rang back the next day": a story of another call and what came of it.
  if (TOLD_IN_THE_PAST.test(request) && next !== undefined && /^(?:and |but )?(?:he|she|they) (?:rang|called|phoned) (?:back|again)\b/u.test(next)) return false;
  // "Ugogo wants you to stop calling her. She asked me to say it…": her wish, passed on.
  if (ABOUT_THEM.test(request) && !OWN_LINE.test(request) && after.some((sentence) => /^(?:and )?(?:she|he|they) (?:asked|told|wants|wanted) me to (?:say|tell|ask|pass)\b/u.test(sentence))) return false;
  // "I told them on Friday to stop calling and lose my number. So, the tyres, are they in?": a story of another call, then business.
  if (TOLD_IN_THE_PAST.test(request) && PAST_TIME.test(request) && after.some((sentence) => BUSINESS_NEXT.test(sentence))) return false;
  // "The funeral plan firm rang again, and I said, I'm not dead yet, stop calling. … Now, is the prescription ready?": a story of
  // another call told, then a turn to this call's business.
  if (STORY_OF_A_CALL.test(request) && after.some((sentence) => TURN_TO_BUSINESS.test(sentence) || BUSINESS_NEXT.test(sentence))) return false;
  const rest = after.join(' ');
  if (next !== undefined && BROKEN_OFF.test(next) && (GO_AHEAD.test(rest) || KEEN.test(rest))) return false;
  return !((CHANGE_OF_MIND.test(rest) && GO_AHEAD.test(rest)) || KEEN.test(rest));
}
