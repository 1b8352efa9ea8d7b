/**
 * The request patterns, each for one shape people use to ask not to be
 * called again, on a normalised sentence (see dnc-normalise.ts). A match is
 * a request unless one of its own checks or a guard (dnc-guards.ts) vetoes it.
 */

import { DONE_BY_SOMEONE, IMPERATIVE_START } from './dnc-guards';
import { CHANNELS } from './dnc-patterns-channels';
import { FORMAL } from './dnc-patterns-formal';
import { LAST_CALLS, THREATS_AND_CONSENT } from './dnc-patterns-threats';
import { SPOKEN_FOR_AND_INDIRECT } from './dnc-patterns-indirect';
import { SERVICE } from './dnc-patterns-service';
import { SHORT_FORMS } from './dnc-patterns-short-forms';
import { SPOKEN_FOR } from './dnc-patterns-spoken-for';
import {
  ANSWERED_FOR_RELATIVE, AT_WORK_ONLY, CALLS_MOVED_TO_ANOTHER, HOUNDED_THOUGH_SETTLED, LINE_NAMED, listOrNothing, THROUGH_A_REPRESENTATIVE, TOLD_OR_BELIEVED_DONE,
} from './dnc-pattern-checks';
import {
  ANSWERED_FOR_LINE, ASK_TO_BE, callMadeNeedless, oneMatterDeclined, MOVED_TO_SOMEONE, IF_EVER_NEEDED, PLACE, REACH_OUT_LATER, CALL_BACK_LATER, CHANNEL_OR_ROOM, CALL_VERB, CALLING, DONT, ENDS_REFUSAL, LIST_TARGET,
  NOT_ABOUT_CALLS, withoutTopic, OTHER_NUMBER_GIVEN, OTHER_NUMBER_OFFERED, OTHER_TIME_OFFERED, RESTRICTION, TIME_OF_CALLS, SELF, SOME_CALLS, STARTS_WITH_LIST_TARGET, THIRD_PARTY_OBJECT, YOU,
} from './dnc-vocabulary';

export interface Pattern {
  /** What the pattern catches, for a reader (and a failing test's message). */
  name: string;
  regex: RegExp;
  /** The part after the match must pass this, e.g. "remove me" must not go on "as the account holder". */
  after?: (rest: string, matched: string) => boolean;
  /** The clause before the match must pass this, e.g. "no more calls" must be asked for, not told ("there were no more calls"). */
  before?: (clause: string, matched: string) => boolean;
  /** The request names a list: one that is not for calls ("the mailing list", "the list of authorised users") vetoes it. */
  aboutList?: boolean;
  /**
   * A regex that every sentence the pattern matches also matches, and cheaper: tried first. Where a pattern joins two
   * large alternations, V8 tries the whole second one after each match of the first, and a sentence that holds only
   * the first costs the whole search ("call me again and I will report you": 4.6 µs a sentence; each half, 0.16 µs).
   */
  needs?: RegExp;
}


/** "Kindly stop the calls ma'am": after the calls named, a word of address, not a name the caller objects to ("stop calling me ma'am"). */
const ADDRESSED_AS = /^(?:sir|ma'?am|madam|mam|honey|dear|sweetie|babe|darling|love|mate|miss|mister)\b/u;

/** "I'm never phoning this number again": the caller's own calls, not an order. */
function callersOwnNever(clause: string, matched: string): boolean {
  return /^never\b/u.test(matched) && /\b(?:i'?m|i am|we'?re|we are|i'?ll|i will|we'?ll)\s*$/u.test(clause);
}

export const PATTERNS: Pattern[] = [
  {
    name: 'stop calling (me)',
    regex: new RegExp(`\\b(?:stop|st0p|quit|cease(?:s|d)?(?: and desist)?(?: from)?|desist from|end|halt|discontinue|cut out|knock off|refrain (?:from|to)|give over|leave off|pack in)(?: it with| with| sending (?:me|us)| (?:it|them)(?= (?:cal+ing|ringing|phoning|dial+ing|contacting|bothering) (?:me|us)\\b))? (?:all |any |further |the |these |your )*(?:(?:tele)?phone |unsolicited |sales |marketing |telemarketing )?(?:${CALLING}|(?:to )?(?:cal+|ring|phone)(?= (?:me|us|my|this|here)\\b))\\b`, 'u'),
    // "I wish the council would stop phoning me": another body's calls, wished away; "I'd stop taking your calls if I could": the caller's own doing.
    // "Every day I pray the phone stop ringing": the phone, not the company.
    before: (clause, matched) => !/\b(?:the|my|this) phone (?:to )?$/u.test(clause) && !(/\b(?:i|we)(?:'d|'ll| would| will| might)(?: (?:just|honestly|happily|gladly))? $/u.test(clause) && /\b(?:taking|answering|accepting|picking up)\b/u.test(matched)) && !/\b(?:wish|hope|if only) (?:(?:the|that|my|those|these|all) (?!company|firm)[a-z]+(?: [a-z]+)?|people|everyone|everybody|companies|the world|they) ?(?:would|will|could|'d) $/u.test(clause),
    // "Stop my outgoing calls to 118 numbers", "stop my calls diverting": the caller's own calls, a setting.
    // Another line or person to ring is a redirect; "directly", "in writing" or one who speaks for the caller ("deal with the charity") leaves the request.
    // "I'm going to have to stop the call here": this call, ended.
    after: (rest, matched) => !/\b(?:my|our) (?:[a-z'-]+ )?calls$|\boutgoing\b|\b(?:the|this) call$/u.test(matched) && !(THIRD_PARTY_OBJECT.test(rest) && !/\b(?:at|on) (?:this|our) (?:number|line|landline|phone)\b/u.test(rest)) && !(NOT_ABOUT_CALLS.test(rest.replace(/^(?:me|us) /u, '')) && !(/\bcalls$/u.test(matched) && ADDRESSED_AS.test(rest))) && !OTHER_NUMBER_OFFERED.test(rest) && !(CALLS_MOVED_TO_ANOTHER.test(rest) && !/^(?:me |us )?directly\b|\b(?:in writing|by (?:letter|post|e-?mail))\b/u.test(rest)) && !(OTHER_NUMBER_GIVEN.test(rest) && !THROUGH_A_REPRESENTATIVE.test(rest)) && !OTHER_TIME_OFFERED.test(rest) && !(TIME_OF_CALLS.test(rest) && !/\b(?:any (?:other )?time|at all(?! hours)|or ever)\b/u.test(rest)) && !CHANNEL_OR_ROOM.test(rest) && !/^(?:on|from) (?:my|the) (?:plan|sim|contract|tariff|bill|line|phone)\b/u.test(rest) && !/^(?:are|is) (?:fine|ok|okay|alright|all right)\b/u.test(rest) && !/^(?:going|being sent|diverting|forwarding|dropping|cutting)\b/u.test(rest) && !/^for (?:just )?(?:this|that) (?:[a-z'-]+ )?(?:order|booking|appointment|one|visit|parcel|delivery)(?: only)?\b/u.test(rest) && !/^(?:to|from) (?:premium|international|overseas|mobile|landline|0\d+|those|these|the) (?:[a-z'-]+ )?(?:numbers|lines)\b/u.test(rest) && !/^(?:me|us|him|her|them|my [a-z'-]+) (?:(?:a|an) (?!(?:lot|few|couple|bit|hundred|dozen|million)\b)[a-z'-]+|(?:mister|mr|mrs|miss|ms|doctor|dr|sir|madam)\b)/u.test(rest) && !AT_WORK_ONLY.test(rest) && !HOUNDED_THOUGH_SETTLED.test(`${matched} ${rest}`) && !(ANSWERED_FOR_RELATIVE.test(rest) && MOVED_TO_SOMEONE.test(rest)) && !/^(?:me |us )?from (?:a |an )?(?:withheld|hidden|private|unknown|blocked|different|random) (?:numbers?|lines?)\b/u.test(rest) && !(/^(?:me |us |my [a-z]+ |this [a-z]+ )?(?:while|until|till|just (?:till|until|for)|during (?:school|class|lessons|work|meetings)|for (?:just )?(?:a (?:bit|while|month|week|fortnight|few [a-z]+)|now))\b/u.test(rest) && !/\b(?:and|or) (?:after(?:wards)?|beyond)\b/u.test(rest)),
  },
  {
    name: "don't call me again",
    regex: new RegExp(`\\b${DONT}(?:,? (?:under any circumstances|ever),?)? (?:to )?(?:(?:you|y'all|yall|ye|youse|you lot|you guys|you people) (?:ever |dare )?|ever |even |evers? )?(?:(?:text|message|e-?mail) (?:me )?or )?${CALL_VERB}(?: or (?:text(?:ing)?|messag(?:e|ing)|e-?mail(?:ing)?|write to|visit))? (?:(?:to )?${SELF}(?: ever)?(?: again| any ?more| further| no more| more(?= *[,.!?]|$| please| thanks| ok| (?:for|about) )| at all)?|(?:ever )?again|any ?more|no more|at all(?= *[,.!?]|$)|more(?= *[,.!?]|$| please| thanks| ok)|(?:on|at) this (?:number|phone|line)|it(?= (?:ever )?(?:again|any ?more)))\\b`, 'u'),
    // "Don't call me, I'll call you" puts the call off; it does not refuse it.
    after: (rest, matched) =>
      ENDS_REFUSAL.test(withoutTopic(rest)) &&
      // "Don't ring me on this number on a Sunday": the line named, then a time.
      !(LINE_NAMED.test(rest) && TIME_OF_CALLS.test(rest.replace(LINE_NAMED, ''))) &&
      // "Don't be ringing me again, I'll ring ye if I ever need ye": the caller's own call, only if ever needed, after a refusal for good.
      !(CALL_BACK_LATER.test(withoutTopic(rest)) && !(/\b(?:again|any ?more)\b/u.test(matched) && IF_EVER_NEEDED.test(rest))) &&
      !OTHER_NUMBER_GIVEN.test(rest) &&
      !CALLS_MOVED_TO_ANOTHER.test(rest) &&
      // "Don't ring me about the quote, I'll get back to you", "No need to ring again, I'll pop into the branch": the caller will be in touch.
      !(REACH_OUT_LATER.test(withoutTopic(rest)) && !/\b(?:again|any ?more)\b/u.test(matched)) &&
      !callMadeNeedless(rest, matched) &&
      !oneMatterDeclined(rest, matched) &&
      // "No need to call again and again": how often.
      !/^and again\b/u.test(rest),
    // "I'll call you, don't call me" puts the call off as well.
    // "the calls don't bother me": the calls as the subject, not an order; "Again you don't call me!": a call missed.
    before: (clause, matched) =>
      !/^again,? (?:you )?$/u.test(clause) &&
      !/\b(?:i'?ll|i will) (?:call|ring|phone|contact) (?:you|ya)\b/u.test(clause) &&
      !callersOwnNever(clause, matched) &&
      !/\b(?:calls?|it|that|this|they|which)\s*$/u.test(clause) &&
      // "Giffgaff never call me, which is why I love them": what another firm does, told; "you never call me again" still orders.
      !(/^never\b/u.test(matched) && !/\b(?:again|any ?more)\b/u.test(matched) && /^(?!(?:i|we|i'm|you|ya|ye|please|so|and|but|then|now|just|ok|okay|look|listen|no)\b)(?:[a-z'-]+ ){0,2}[a-z'-]+ ?$/u.test(clause) && !/\b(?:you|ya|ye|to|that|lot|guys|people)\s*$/u.test(clause)),
  },
  {
    // Once "again" is said the refusal is made: what follows names the topic ("about it", "for sales") or closes ("now, do you hear me"), unless it is a date.
    name: "don't call me again, about anything",
    regex: new RegExp(`\\b${DONT} (?:you )?(?:ever )?${CALL_VERB} (?:${SELF} )?(?:ever )?(?:(?:about|for|regarding) (?:[a-z'-]+ ){1,3}?)?(?:again|any ?more|no more)\\b`, 'u'),
    before: (clause, matched) => !callersOwnNever(clause, matched),
    after: (rest, matched) =>
      !RESTRICTION.test(withoutTopic(rest)) && !(CALL_BACK_LATER.test(rest) && !IF_EVER_NEEDED.test(rest)) && !/^(?:until|till|this|for (?:a|the|now)|next|and again)\b/u.test(rest) && !OTHER_NUMBER_GIVEN.test(rest) && !callMadeNeedless(rest, matched) && !oneMatterDeclined(rest, matched),
  },
  {
    // "Don't call back." after a refusal asks for no more calls; "don't call me back, I'll sort it online" only declines one.
    name: "don't call back",
    regex: /\b(?:don'?t|dont|do not|please don'?t|please do not|never)(?: you)?(?: ever)? (?:bother )?(?:cal+(?:ing)?|ring(?:ing)?|phon(?:e|ing)) (?:me |us )?back\b/u,
    // "They never ring back": said of someone, not an order.
    before: (clause) => !/\b(?:they|he|she|it|you|we|i|who|which|that)\s*$/u.test(clause),
    after: (rest) =>
      !/^,? ?(?:please,? )?(?:to |i'?ll|i will|i'm gonna|i am going to|we'?ll|i've got|i have|i can|i'll|just (?:send|email|text)|(?:send|email|text) me|(?:about|with) )/u.test(rest) &&
      // "Don't bother calling back, I'm switching anyway": the decision made, one callback needless.
      !/^,? ?(?:all good|no worries|no need|(?:it'?s|that'?s) (?:all )?(?:fine|sorted|good|done)|all sorted|sorted)\b/u.test(rest) &&
      !/^,? ?(?:i'?m|i am|we'?re) (?:switching|going (?:with|elsewhere)|leaving|moving|staying (?:with|put)|sorted|buying)\b|^,? ?(?:i'?ve|we'?ve) (?:decided|gone with|chosen|signed|switched|sorted|found|bought)\b/u.test(rest) &&
      !/\b(?:i'?ll|i will|we'?ll|she'?ll|he'?ll|they'?ll|she will|he will) (?:just )?(?:call|ring|phone|come|get back|be in touch|drop by|drop in|pop in|go to|come in|come by|visit)\b/u.test(rest) &&
      // "Don't call me back on this one": one callback declined.
      !/^(?:on|about|for|over) (?:this|that)(?: one)?\b/u.test(rest) &&
      !RESTRICTION.test(rest) &&
      !OTHER_NUMBER_GIVEN.test(rest),
  },
  {
    // Spoken by people for whom English is a second language: "you no call me again", "no call this number again".
    name: 'no call me again',
    regex: new RegExp(`\\bno (?:cal+|ring|phone|telephone|calling) (?:${SELF} )?(?:again|any ?more|more)\\b|\\bplease no (?:cal+|ring|phone) ${SELF}(?=[ ,.!]*$)|\\b(?:you )?no more (?:cal+|ring|phone|telephone) (?:to )?${SELF}\\b|^(?:(?:please|you|so|and) )*no (?:cal+|ring|phone) (?:me|us)[.!]*$`, 'u'),
  },
  {
    // The whole sentence: "Do not call." "No. Don't call."
    name: 'do not call (said alone)',
    regex: /(?:^|[,;] |\bbut |\b(?:love|mate|dear|pet|darling|sweetheart|hun) )(?:(?:so|and|please|no|look|listen|okay|ok|actually)[,.]? )*(?:do not|don'?t|dont|never) (?:call|ring|phone)(?:(?: (?:please|ok|okay|thanks|thank you|ever))?[.!]*$|, (?:and )?(?:don'?t|do not|no) (?:text|message|e-?mail|write|visit)\b|, (?:use|send|try) (?:e-?mail|letters?|post|writing)\b|, if it'?s all the same)/u,
    // "I'll ring you when I'm ready, so don't call": a call put off.
    before: (clause) => !/\b(?:i'?ll|i will) (?:call|ring|phone|contact) (?:you|ya)\b/u.test(clause),
  },
  {
    name: 'take me off your list',
    // "Somebody took me off the list": what was done, told.
    before: (clause, matched) => !/^(?:took|removed|deleted|dropped|crossed|struck|scrubbed|erased|wiped)\b/u.test(matched) || clause.trim() === '' || /\b(?:you|ya|y'all|you guys)(?: (?:just|please|kindly|simply))? ?$/u.test(clause),
    // "Take me off your list until spring": a pause.
    after: (rest) => !/^(?:until|till|for (?:now|the (?:summer|winter|spring|autumn|moment)))\b/u.test(rest) && !OTHER_NUMBER_GIVEN.test(rest),
    regex: new RegExp(
      `\\b(?:tak(?:e|ing)|took|remov(?:e|es|ing|ed)|delet(?:e|ing|ed)|drop(?:ping|ped)?|scratch(?:ing)?|strik(?:e|ing)|cross(?:ing)?|get(?:ting)?|put(?:ting)?|pull(?:ing)?|scrub(?:bing)?|eras(?:e|ing)|wip(?:e|ing)|suppress(?:ing)?|expung(?:e|ing)|pop(?:ping)?|bump(?:ing)?|knock(?:ing)?|cancel(?:l?ing)?)(?: out| off)? (?:${SELF}|my name and (?:my )?(?:phone )?number|my number and (?:my )?name|the number|my name|my file|my record|our name|my info|my information|my (?:phone |contact |personal )?details|(?:that|this) (?:[a-z]+ )?(?:number|line)) (?:off|from|out of|out from|outta|of)(?: of)? (?!as )${LIST_TARGET}`,
      'u',
    ),
    aboutList: true,
  },
  {
    name: 'remove me',
    regex: new RegExp(`\\b(?:remov(?:e|ing)|delet(?:e|ing)|unsubscrib(?:e|ing)|unlist|scrub(?:bing)?|eras(?:e|ing)|opt(?:ting)?) (?:${SELF}|number|the number|my name|our name|my (?:contact |personal )?details|my (?:file|record|data|info))(?: out)?\\b`, 'u'),
    after: listOrNothing,
    aboutList: true,
  },
  {
    name: 'take me off',
    regex: new RegExp(`\\b(?:take|took|get|cross|pop|scratch|strike|tick|crossed|popped) (?:me|us|my (?:phone )?number|my details|my name|this number|(?:the|this|our) ${PLACE}) (?:off|out)\\b`, 'u'),
    after: (rest) => ENDS_REFUSAL.test(rest) || /^(?:now|right now|immediately|asap|everything|all of it|all (?:of )?your lists|for (?:both|all|everything|good)|while you'?re at it)\b/u.test(rest),
  },
  {
    name: 'I want to be removed',
    // "She'd been removed from your list": a story about someone else; "my husband would like to be taken off": his wish.
    // "A letter saying I'd been removed", "I thought I'd been taken off": told, or believed, not asked.
    before: (clause) => !/\b(?:she|he|they|someone|it)(?:'d|'s| had| has| have)? ?$|\b(?:she|he|they|my (?!number|name|details|phone|line)[a-z'-]+)(?:'d| would| really)? (?:like|likes|wants?|needs|wishes) (?:to )?$/u.test(clause) && !TOLD_OR_BELIEVED_DONE.test(clause),
    regex: new RegExp(`\\b(?:be|get|getting|being|been|have|had|want|need|like|i'm|im|i am|we're) (?:me |us |my name |my number |my phone number |this number |our number |my (?:details|info|information|data|contact details) |(?:the|our|my) (?:${PLACE}|company|landline|line|phone|mobile|home phone|house) |${ANSWERED_FOR_LINE} |this (?:line|number|phone|phone number) )?${ASK_TO_BE}\\b`, 'u'),
    after: listOrNothing,
    aboutList: true,
  },
  {
    name: 'get off your list',
    regex: new RegExp(`\\b(?:get|be|come|go|stay|keep|want|wanna|need|(?:i'd|i would|we'd) like|(?:be |get )?(?:left|kept)) (?:(?:me|us|${SELF}|my name|my details) )?(?:off|out of)(?: of)? ${LIST_TARGET}`, 'u'),
    aboutList: true,
    // "I think she'd probably want off your list": what someone else would want, guessed; "Gran wants off your list": hers.
    before: (clause, matched) => !/^wants\b/u.test(matched) && !/\b(?:she|he|they)(?:'d| would)?(?: (?:probably|really|maybe|definitely|certainly))* $/u.test(clause),
    // "That's all I want out of this call": what the caller came for, not a list.
    after: (_rest, matched) => !/\bout of (?:this|the) call$/u.test(matched),
  },
  {
    name: 'put me on your do not call list',
    regex:
      /\b(?:(?:put|pop|bung|chuck|whack|add|place|register|sign|stick|enter|include|mark|flag|list|file|move|note|keep|set|make|change|switch|update|label|tag|code|record) (?:me|us|my (?:number|name|phone number|phone|cell ?phone|cell|mobile|landline|line|details|account|file|record|profile|home phone|policy)|this (?:number|phone number|phone|line|account)|our (?:number|phone|landline|account)|(?:the|this|our) (?:salon|shop|business|practice|surgery|office|store|school|restaurant|pharmacy|nursery|farm|clinic|hotel|pub|cafe|garage|charity|reception)|the (?:account|number|line|file|record)) ?:?(?: (?:down|up))?(?: (?:on|to|in|onto|into|as|under|with|for))?|(?:be|been|being|get|getting|(?<=\b(?:like to|want to|wanna|need to|let me) )go|i'm|im|i am|we're|we are|number is|number's|i'm already|im already|i am already|(?:this|my|our) (?:phone )?number|(?:this|my|our) (?:phone |office |business )?(?:line|landline)(?:'s| is)?|(?:this|my|our) (?:phone|mobile|cell|number)(?:'s| is)(?! on (?:dnd|do[ -]not[ -]disturb)\b)(?![^,.!?]*\b(?:setting|mode|button)\b)|a number|me|us) (?:already )?(?:put |added |placed |registered |listed |signed up )?(?:on|in|onto|to|for|with)) (?:your |you're |youre |the |ur |a |this |that |our |my |national |federal |internal |company |own |corporate |list for |[a-z]+'s |[a-z]+-[a-z]+ )*'?(?:do[ -]?(?:n[o0]t|knot)[ -]?(?:ever )?(?:call|contact|phone|ring)|don'?t[ -]?(?:call|ring|phone|contact)|dont[ -]?call|no[ -]?(?:phone |sales |marketing )?calls?|no[ -]contact(?:[ -]by[ -](?:tele)?phone)?|dnc|dnd|do[ -]not[ -]disturb|c?tps|telephone preference|suppression (?:list|file|register))\b|\b(?:number|line|phone|landline|mobile)(?:'s| is| are) (?:c?tps|dnc|do[ -]not[ -]call)[ -](?:registered|listed)\b/u,
    // "She put us on the do not call registry": a story of what someone did, not a request.
    // "I've been on the registry since 2019" is where the number is, not a story of what was done.
    before: (clause, matched) =>
      (!DONE_BY_SOMEONE.test(clause) || /^(?:been|(?:number|line)(?: is|'s))\b/u.test(matched)) &&
      !/\b(?:thought|think|believed|assumed|figured|heard)(?: that)? ?$/u.test(clause) &&
      // "I'm putting my number on the TPS tonight", "I'll register with the TPS": what the caller will do, not a request to this company.
      !/\b(?:i'?m|i am|we'?re|we are|i'?ll|i will|we'?ll|i'?m going to|i'?m gonna) (?:(?:going to|gonna|just|also|be) )*(?:putting|put|adding|add|registering|register|signing|sign)(?: up)? $/u.test(clause) &&
      !(/\b(?:i'?ll|i will|we'?ll|i'?m going to|i'?m gonna)(?: just| also)? $/u.test(clause) && /^(?:put|add|register|sign|list|enter|pop|stick)\b/u.test(matched) && /\b(?:tps|telephone preference|national|federal|dnd|ncpr)\b/u.test(matched)),
    // "I'm on the TPS and I still get calls from everyone": a complaint about other callers, not an objection to this one.
    after: (rest) =>
      !/^[, ]*(?:[a-z'-]+,? ){0,4}?(?:and|but|yet|so) (?:i|we|it|they|that) (?:still|doesn'?t|does not|don'?t|do not|never|didn'?t)\b/u.test(rest) &&
      // "…for the house phone but not this mobile", "…, does that mean you can't sell to me?": another line, or a question about the registry.
      !/\bbut not (?:on )?(?:this|my) (?:mobile|number|phone|line|cell)\b|^[, ]*(?:does|do|is|can|would|will) (?:that|this|it) (?:mean|count|apply|cover|stop)\b/u.test(rest) &&
      !/^[, ]*(?:[a-z'-]+,? ){0,6}?(?:but|though|although)\b.*\b(?:glad|happy|fine|okay|ok|alright|all right|don'?t mind|you can (?:call|ring)|go ahead|(?:i|we) (?:did )?ask(?:ed)? (?:you|for you) to (?:call|ring|phone))\b/u.test(rest),
  },
  {
    name: 'lose my number',
    regex:
      /\b(?:lose|losing|forget|forgetting|delete|deleting|erase|erasing|wipe|wiping|purge|purging|scrub|shred|burn|binning|throw (?:away|out)|get rid of|ditch|bin|toss|chuck|scrap|dump|forgot|forget (?:you|ya) (?:ever )?(?:had|have|got)) (?:my|this|our|the|his|her|their) (?:number|phone number|digits|contact|contact info|details)\b|\b(?:throw|chuck|toss) (?:my|this|our) (?:phone )?number (?:away|out)\b/u,
    // "Delete my number from the SMS promotion list": a list that is not for calls.
    aboutList: true,
  },
  {
    name: 'opt out / unsubscribe',
    regex: new RegExp(`\\b(?:opt|opting|opted) ?-?(?:${SELF} |my name |our name )?out\\b|\\bunsubscribe\\b`, 'u'),
    // "My flatmate opted out of your calls": what someone else did.
    // "I should really opt out": advice to oneself, not a request.
    before: (clause) => !/\b(?:she|he|they|someone|somebody|(?:my|his|her|their|our) [a-z'-]+)(?:'ve|'d|'s| (?:already|once|previously|also|had|has|have|just))* ?$/u.test(clause) && !TOLD_OR_BELIEVED_DONE.test(clause) && !/\b(?:i|we) (?:should|ought to|might|may|could)(?: (?:really|probably|maybe|just|perhaps))* $/u.test(clause) ,
    after: (rest) => {
      if (/\bwith (?:the )?(?:other|another|different) (?:lot|company|firm|bank|mob|crowd|one)\b/u.test(rest)) return false;
      // "opt out of having this call recorded": the recording, not the calls.
      if (/^(?:of |from )?(?:having |being )?(?:(?:this|the|my|our|these|call) )?(?:calls? |conversations? )?(?:being )?record(?:ed|ing)\b/u.test(rest)) return false;
      const from = /^(?:(?:request|requests|form|preference|preferences|option|status|choice) )?(?:of|from|for|on|regarding|concerning|about) (.*)$/u.exec(rest);
      // "opt out of this particular question", "…of that bit": part of this call, not the calls.
      if (from !== null) return STARTS_WITH_LIST_TARGET.test(from[1] ?? '') || /^(?:this|these|that|it|everything|all)\b(?! (?:[a-z]+ )?(?:questions?|bit|part|section|recording|offer|deal|draw|page|step|trial|option|add-?on|payment|fee|charge|survey|poll|questionnaire|one)\b(?! calls))/u.test(from[1] ?? '');
      return listOrNothing(rest);
    },
    aboutList: true,
  },
  {
    name: 'no more calls',
    regex: /(?<!\b(?:after that|since then|from then on|after which),? )\b(?:no (?:more|further|additional|future|more of (?:these|your|those|the|them))|not (?:one|a single|another)(?: more)?) (?:(?:tele)?phone contact|(?:(?:tele)?phone |sales |robo ?|robot |marketing |telemarketing |cold |(?:[a-z'-]+ ){1,2})?(?:calls?|calling|ringing|phoning|telephoning))\b/u,
    before: (clause) =>
      IMPERATIVE_START.test(clause === '' ? '' : `${clause.trim()} `) ||
      /\b(?:i|we)(?: (?:want|need|would like|d like|wanna|ask for|am asking for)|'d like)(?: (?:please|just))? ?$/u.test(clause) ||
      /\b(?:preference|wish|request|instruction)(?: would be| is)(?: for)? ?$/u.test(clause) ||
      // "Customer requests no further outbound calls": the request written down as said.
      /\b(?:customer|caller|client|i|we) requests? ?$/u.test(clause) ||
      // Said again, now: "I said no calls. I'm still saying no calls."
      /\b(?:i'?m|i am|we'?re|we are)(?: still)? (?:saying|telling you)(?: again| now| once more)?,? ?$/u.test(clause) ||
      // "Can we have no more of these calls?": asked for, politely.
      /(?:^|\b)(?:can|could) (?:we|i) (?:have|get)(?: (?:please|just))? ?$/u.test(clause) ||
      // Speech-to-text runs the request on without a comma: "…and while I have you no more calls please", "…with you guys no more upgrade calls".
      /\b(?:while (?:i|we) (?:have|'ve got|got) you|thanks|thank you|cheers|you guys|you lot)\s*$/u.test(clause) ||
      /^(?:please )?(?:close|cancel|delete|shut|end) (?:my|the|this|our) [a-z]+ and ?$/u.test(clause.trim() + ' ') ||
      // Speech-to-text's "so like no more calls", "so again no calls": a filler or "again" between.
      /\b(?:so|and|but|then)(?: (?:please|definitely|certainly|absolutely|especially|above all|most of all|like|again|yeah|now|okay|ok))? ?$/u.test(clause),
    // "no more calls this month" is a pause, "and no more calls came" a story; "no more calls about the survey" still ends them.
    after: (rest, matched) =>
      !/^(?:this(?! (?:number|phone|line|house|landline|mobile)\b)|next|for (?:a (?:while|bit|week|month|day|few|fortnight)|the (?:next|moment|time being|weekend|week|month|day|rest|summer|winter|holidays?)|now)|until|till|today|tonight|before|after|during|came|come|arrived|were|was|have|had|since)\b/u.test(rest) &&
      // "Ugh, not another call.": a groan, unless it goes on to ask ("…, please", "…from you, ever").
      !(/^not another (?!more\b)/u.test(matched) && !/^,? ?(?:please|from (?:you|your)|ever|again|to (?:me|this number))\b/u.test(rest)),
  },
  {
    name: 'note on my file: no calls',
    // "He say he want only letters, no calls": someone's words, not a note.
    before: (clause, matched) => !(/^(?:say|says)\b/u.test(matched) && /\b(?:she|he|they|(?:my|his|her|their|our) [a-z'-]+)\s*$/u.test(clause)),
    regex:
      /(?:\b(?:note|notes|mark|flag|record|write|put|set|label|tag|say|says|state|add)\b[^.!?]*?(?:[:,-]|\bthat(?: says| reads)?|\bas|\bsaying|\breading) '?(?:(?:there should be|there are to be|we want|i want) )?|^(?:please )?)(?:(?:do not|don'?t|never) (?:call|phone|telephone|ring)(?=[.!]*$| (?:me|us|again|please|this number))|no (?:(?:(?:tele)?phone |sales |robo ?|marketing |telemarketing |cold )?calls|(?:tele)?phone contact|contact by (?:tele)?phone))\b/u,
    after: (rest) => /^(?:$|[,.!?;'-]|please|pls|thanks|thank you|to (?:this|my|me|us|here)|from (?:you|your)|at all|ever|period|whatsoever|on (?:this|my))/u.test(rest),
  },
  {
    name: 'I want the calls to stop',
    // "…so these calls will end anyway": foretold, not asked.
    // "…the calls about it will stop, right?": foretold, and asked whether.
    after: (rest, matched) => !/^(?:anyway|soon|eventually|by (?:themselves|itself)|on (?:their|its) own)\b/u.test(rest) && !(/\bwill (?:stop|end|cease)$/u.test(matched) && /^,? ?(?:right|won't they|will they|yeah|yes|correct|is that right|isn't it|no)\s*\?/u.test(rest)),
    regex: /(?:^|[,;:] )calls (?:from|to) (?:you|your [a-z]+|this [a-z]+)(?: [a-z]+)? (?:need to|needs to|have to|has to|must|got to|gotta|should) (?:stop|end|cease)\b|\b(?:these|the|your|all|all these|all the|all of these|all your|all of the|those|them) (?:[a-z'-]+ ){0,3}?(?:phone |sales |robo ?|marketing )?(?:calls|calling|ringing)(?: and (?:the |your )?(?:texts?|text messages|sms(?: messages)?|e-?mails?|messages|letters))?(?: (?:to|from) (?:this|my|our|you|your) ?(?:[a-z]+)?)?(?: (?:about|regarding|for) [a-z'-]+(?: [a-z'-]+){0,3})? (?:that )?(?:need to |have to |must |got to |gotta |to |need |better |should |will |are gonna |are going to |can )?(?:stop|end|cease)\b|\b(?:i|we)(?: want| need|'d like| would like) (?:these|the|your|those|all (?:the|these|your)) (?:[a-z'-]+ ){0,3}?(?:phone |sales |marketing )?calls (?:stopped|ended|switched off|turned off|cancelled|canceled)\b/u,
  },
  {
    name: 'enough with the calls',
    regex: /\b(?:stop|enough|quit|done|finished|give it a rest|knock it off|lay off|cut it out|ease off|pack it in|give over|leave off) with (?:all )?(?:the|these|those|your|all the|all these|all your) (?:[a-z]+ ){0,2}?(?:robo ?)?calls\b/u,
  },
  {
    name: "I'd appreciate it if you stopped calling",
    regex: new RegExp(
      `\\b(?:appreciate it(?: (?:very|so) much)?|be (?:ever so |very |really |so |most )?(?:grateful|satisfied|obliged|kind|kinder|pleased)|consider it a (?:personal )?kindness|prefer it|like it(?: (?:very|so) much| a lot)?|be happy|love it|be great|be nice|be best|be better|(?:would|'d) (?:really |honestly |so |truly )?help|take it as a (?:great )?kindness|make my (?:day|week|year))(?: (?:for|to) (?:everyone|everybody|all of us|both of us|us both))?(?:,? (?:hey|really|honestly|truly|though|mind),?)? if (?:(?:the|these|those|your) (?:phone |sales |robo ?)?calls (?:stopped|ended|ceased|would stop)\\b|(?:(?:you|ya|ye|y'all|yall|you guys|you people|your company|they|your lot|you lot)(?:'d)? (?:would |could |just |please )*(?:(?:stopped|quit|ceased|stop) ${CALLING}|(?:didn'?t|did not|never|wouldn'?t|would not) (?:call(?:ed)?|ring|rang|phon(?:e|ed)|contact(?:ed)?) (?:me|us|it|this number|here|again)(?: (?:ever )?again| any ?more| in (?:the )?future)?)|(?:no ?one|nobody|no-one)(?: (?:else|from (?:your|the|this|that) (?:[a-z'-]+ )?(?:company|firm|lot|office|team|organi[sz]ation|business|place|practice|surgery|clinic|bank|shop|end|side)))? (?:ever )?(?:rang|called|phoned|contacted|rings|calls|phones|contacts) (?:me|us|here|this number)(?: (?:ever )?(?:again|any ?more))?))`,
      'u',
    ),
  },
  {
    name: "I don't want any more calls",
    regex: new RegExp(
      `\\b(?:i|we) (?:(?:do not|don'?t|dont) think (?:i|we) |(?:do not|don'?t|dont|no longer|never|am not|'m not|'m no|am no|are not|shan'?t|shall not) )(?:want|wish|need|wanna|wishing|wanting) (?:(?:cal+ing|ringing|phoning|telephoning|calls) (?:about|regarding) (?:[a-z'-]+ ){1,4}?(?:any ?more|again|ever)\\b|(?:to )?(?:be (?:called|contacted|rung|phoned|telephoned|bothered)|(?:receive|get|have) (?:(?!missed\\b|important\\b|urgent\\b)[a-z'-]+ ){0,2}${SOME_CALLS}|hear from (?:${YOU}|them|your [a-z]+))|(?:that )?(?:${YOU}|anyone|anybody|them|it|those|these|(?:your|the) (?:[a-z]+ )?(?:campaign|company|firm|bank|people|lot|office|charity|party|team|surgery|practice|clinic|agency|shop|school|hospital|council))? ?(?:(?:from|at) (?:your|the|this) (?:[a-z'-]+ )?(?:firm|company|lot|office|place|end|team|organi[sz]ation|business|call cent(?:re|er)) )?(?:to )?(?:cal+(?:ing)?|contact(?:ing)?|ring(?:ing)?|phon(?:e|ing)|telephon(?:e|ing)|bother(?:ing)?) (?:me|us|here|this|again|any ?more)|(?:another|one more|a single) (?:phone )?call(?= from (?:you|your)|[,.!?]|$| like (?:this|that)| about\\b)|(?:to )?(?:see|get|receive|have) (?:a |another |one more )?(?:missed )?call from (?:you|your)|(?:(?:any ?more|more) of )?(?:the|these|those|your) (?:[a-z'-]+ ){0,3}calls(?= ?$|[,.!?;]| any ?more| again| from| just| only| thanks| please| so\\b| on (?:my|this|the|our) (?:landline|phone|mobile|number|line|cell))|(?:(?:any ?more|any|no more|no|these|your|more|further|future|these kinds? of|those|of) )+(?:(?:tele)?phone |sales |robo ?|marketing |(?!(?:missed|important|urgent)\\b)[a-z'-]+ ){0,2}calls|(?:phoning|calling|ringing)(?=[,.!?]|$| full stop| at all| ever)|(?:phone |sales |robo ?|marketing )?calls(?= ?$|[,.!?;]| any ?more| again| or (?:texts?|text messages|e-?mails?|letters|messages|visits)| about (?:the|my|your|our|his|her|their|[a-z]+'s?)\\b| like (?:this|that|these|those)\\b| selling\\b| from (?:you|ya|your|this|the)| from (?:y'?all|you lot|you guys|you people)\\b| here| to (?:this|my|our|here)| on (?:this|my)| at (?:this|all)| please| thanks| period| ever| (?:love|mate|dear|pet)\\b| i (?:get|am|'m|have|'ve|just|really|told|said)\\b))`,
      'u',
    ),
    // "I don't need you to call me back about this": one callback declined.
    before: (clause) => !/\bnot because $/u.test(clause),
    // "I don't need you ringing me every day to remind me": how often, not whether. "I never want to ring this helpline again": the caller's own calls.
    after: (rest, matched) => !/\bwant to (?:cal+|ring|phone|contact|telephone) (?!me\b|us\b)/u.test(matched) && !/^back (?:about|for|on|regarding|re|with|when|once|after)\b/u.test(rest) && !callMadeNeedless(rest, matched) && !/^(?:this (?:week|month)|today|for now|right now|at the moment)\b/u.test(rest) && !/^(?:every (?:day|week|morning|evening|night|hour|five minutes|single day)|(?:twice|three times|four times) a (?:day|week)|all the time|so often)\b/u.test(rest) &&
      // "I don't want calls about the boiler until the part arrives": a pause on one matter.
      !/^(?:about|regarding) [a-z' ]{1,40}?\b(?:until|till|before|this week|today|for now|for the moment)\b/u.test(rest),
  },
  {
    name: "I'd rather you didn't call me",
    regex: new RegExp(
      `\\b(?:rather|sooner|(?:just )?as soon|prefer(?: it)?(?: if)?|(?:grateful|appreciate it|happier|happy|better|best|great|nice|good|glad|thankful|love it|like it|prefer it) if|mind|appreciate(?: it)?(?: if)?) (?:(?:you|ya|ye|y'all|yall|you guys|you people|you lot|your company|your firm|they)(?:'d)? )?(?:(?:just|please|would|could|kindly) )*(?:didn'?t|did not|never|not|don'?t|do not|wouldn'?t|would not|no longer|stopped|quit|ceased)(?: (?:ever|again|to))? (?:cal+(?:l?ing|ed)?|ring(?:ing)?|rang|(?:tele)?phon(?:e|ed|ing)|contact(?:ed|ing)?|bother(?:ed|ing)?|dial(?:l?ed|l?ing)?|reach(?:ed)? out(?: (?:by|over the) (?:tele)?phone)?)(?: ${SELF})?(?: (?:ever )?(?:again|any ?more|back))?(?= |$|[,.!?;])`,
      'u',
    ),
    // "I'd rather you didn't call me back about the quote, I'll reach out" declines one callback.
    after: (rest, matched) => ENDS_REFUSAL.test(withoutTopic(rest)) && !CALL_BACK_LATER.test(withoutTopic(rest)) && !(/\bback$/u.test(matched) && REACH_OUT_LATER.test(withoutTopic(rest))),
  },
  {
    name: "I'd like not to be called again",
    regex: new RegExp(
      `\\b(?:rather|sooner|prefer|like|want|wish|ask|request|love|choose|hope|appreciate)(?: it)? (?:to )?(?:not|never) (?:to )?(?:(?:be|get|getting|being) (?:called|contacted|rung|phoned|telephoned|bothered|cold[- ]called)|(?:get|getting|receive|receiving|have|take) ${SOME_CALLS}|hear(?:ing)? from (?:you|your [a-z]+|you people)(?: by (?:tele)?phone| on the phone| over the phone)(?: again| any ?more)?)\\b`,
      'u',
    ),
    after: (rest) => !RESTRICTION.test(withoutTopic(rest)) && !CALL_BACK_LATER.test(rest),
  },
  ...THREATS_AND_CONSENT,
  {
    // "Could I ask that nobody rings me from here on?": asked of the whole company.
    name: 'I ask that nobody rings me',
    regex: /\b(?:(?:i|we) (?:ask|request|would ask|'d ask)|(?:can|could|may) (?:i|we) ask) that (?:nobody|no one|no-one|none of you) (?:rings|calls|phones|contacts|bothers) (?:me|us|this number)\b/u,
    after: (rest) => ENDS_REFUSAL.test(rest) || /^(?:from (?:here|now) on|going forward|in future)\b/u.test(rest),
  },
  {
    name: 'make sure nobody calls me again',
    regex: new RegExp(
      `\\b(?:(?:make sure|ensure|see to it|see that|make certain|(?:mark|flag|note|set|update|change|fix) (?:the|my|your|our) (?:account|file|records?|details|system|settings|preferences) so|(?:a|the) (?:flag|note|marker) on (?:(?:my|the|our) (?:account|file|record|profile|system)|there|it) so)(?: that)? (?:no ?one|nobody|no-one|none of you|none of your (?:people|staff|agents|lot))|(?:no ?one|nobody|no-one|none of you)(?= (?:[a-z'-]+ ){0,5}?(?:should|must|is to|is allowed to|may|better) ))(?: (?:else|there|here|ever|at (?:your|the|that) [a-z'-]+|from (?:your|the|this|that) (?:[a-z'-]+ ){0,2}?(?:company|firm|office|team|lot|place|end|side|organi[sz]ation|business|bank|department|call cent(?:er|re)|charity|campaign|party|practice|club|school|shop|store|dealership|garage|surgery|gym|agency)|(?:of|from) you(?: lot| guys| people)?|should|must|is to|is allowed to|may|better))* (?:ever )?(?:cal+s?|rings?|phones?|contacts?|bothers?|dials?|call|ring|phone|contact)(?: (?:${SELF}|it))?(?: (?:ever )?(?:again|any ?more))?(?=[ ,.!?]|$)`,
      'u',
    ),
    after: (rest) => ENDS_REFUSAL.test(rest) && !RESTRICTION.test(rest),
  },
  // Shapes added after a measurement on sentences written apart (formal, indirect, regional, repeated).
  {
    name: 'this number is not to be called',
    regex: new RegExp(
      `\\b(?:${SELF}|i|we|i'm|im|we're|she|he|she's|he's|they|they're|this (?:customer|person|client|household))(?: (?:am|is|are|'s))? (?:not|never|no longer|isn'?t|aren'?t|shouldn'?t|should not|must not|mustn'?t)(?: (?:ever|to))* be (?:cal+ed|contacted|rung|phoned|telephoned|dial+ed|bothered)\\b`,
      'u',
    ),
    after: (rest) => ENDS_REFUSAL.test(withoutTopic(rest)) && !RESTRICTION.test(withoutTopic(rest)),
  },
  ...LAST_CALLS,
  {
    name: "my number shouldn't be on your list",
    regex: new RegExp(
      `\\b(?:${SELF}|i|we|i'm|im)(?: (?:am|is|are|'s))? (?:shouldn'?t|should not|must not|mustn'?t|isn'?t supposed to|is not supposed to|am not supposed to|don'?t want to|do not want to|no longer want to) be(?:ing)? on (?!(?:the |your |a )?(?:do[ -]not[ -]call|dnc|tps|no[ -]call)\\b)${LIST_TARGET}`,
      'u',
    ),
    aboutList: true,
  },
  {
    name: "you shouldn't be calling me",
    regex: new RegExp(
      `\\b(?:${YOU}|you've|you're|your firm) (?:shouldn'?t|should not|should never|must not|mustn'?t|can'?t|cannot|can not|aren'?t (?:allowed|supposed|permitted) to|are not (?:allowed|supposed|permitted) to|not (?:allowed|supposed|permitted|meant) to|breaking the (?:rules|law),? (?:by )?|aren'?t meant to|are not meant to|are not to|(?:have|had|has)? ?(?:got )?no (?:right|business)) (?:to )?(?:be )?(?:cold[ -])?(?:cal+(?:ing)?|ring(?:ing)?|phon(?:e|ing)|contact(?:ing)?|dial+(?:ing)?|bother(?:ing)?|telemarket(?:ing)?(?: to)?)(?: (?:${SELF}|it)\\b|(?=[.!]*$))`,
      'u',
    ),
    after: (rest) => ENDS_REFUSAL.test(withoutTopic(rest)) && !RESTRICTION.test(withoutTopic(rest)),
  },
  {
    // "them" must stand for calls named earlier in the sentence ("six calls this month and I want them to stop"), hence the look back.
    name: 'I want them (the calls) to stop',
    regex:
      /\b(?:i|we) (?:want|need|would like|'d like|d like|wish) (?:them|it|this|that|all this|all of it|all of this|these|those) to (?:stop|end|cease)\b(?<=\b(?:calls?|calling|ringing|rings|phoning|rung|rang)\b.*)/u,
  },
  {
    name: "I'm sick of you ringing me, knock it off",
    regex:
      /\b(?:sick|tired|fed up|had enough)(?: and tired| to death)? (?:of|with) (?:you |your |these |the |all (?:these |the |your )?|those )?(?:people |lot |guys )?(?:cal+(?:ing|s)|ring(?:ing)?|phon(?:ing|e calls)|robocalls|pestering|harassing|bothering)\b[^.!?]*?,? (?:so )?(?:knock it off|cut it out|stop it|pack it in|quit it|give it a rest|enough|stop)(?: (?:now|already|please))*[.!]*$/u,
  },
  {
    name: 'the removal of my number from your list',
    regex: new RegExp(`\\b(?:removal|deletion|erasure|suppression) of (?:${SELF}|my name|my details|our name) (?:from|off) ${LIST_TARGET}`, 'u'),
    aboutList: true,
  },
  {
    name: "make sure I don't get called again",
    regex: new RegExp(
      `\\b(?:make sure|ensure|see to it|see that|make certain|(?:mark|flag|note|set|update|change|fix) (?:the|my|your|our) (?:account|file|records?|details|system|settings|preferences) so)(?: that)? (?:i|we|me|us|this number|my number|this phone|my phone|i'm|im|we're) (?:don'?t|do not|never|won'?t|will not|doesn'?t|does not|isn'?t|is not|am not|aren'?t|are not|not)(?: ever)? (?:(?:(?:get|gets|be|is|am|are) )?(?:called|contacted|rung|phoned|dial+ed|bothered)|(?:get|receive|have) ${SOME_CALLS})\\b`,
      'u',
    ),
    // "…called by the sales side again": who calls, then for good.
    after: (rest) => (ENDS_REFUSAL.test(rest) && !RESTRICTION.test(rest)) || /^by (?:the|your) (?:[a-z'-]+ ){1,2}(?:again|any ?more)\b/u.test(rest),
  },
  {
    name: "don't give me a bell again",
    regex: new RegExp(`\\b${DONT} (?:you )?(?:ever )?give ${SELF} (?:a|another|any more|any) (?:bell|ring|call|buzz|tinkle|phone call)(?: ever)? (?:again|any ?more)\\b`, 'u'),
    after: (rest) => ENDS_REFUSAL.test(rest) && !CALL_BACK_LATER.test(rest),
  },
  {
    name: "I don't want to talk to anyone from your company on the phone again",
    regex: /\b(?:i|we) (?:don'?t|do not|never|no longer) (?:want|wish|need) to (?:talk|speak|hear) (?:to|with|from) (?:you|anyone|anybody|someone|any of you)(?: (?:from|at) (?:your|this|the) (?:company|firm|lot|place|office))? (?:on|over|by) the (?:tele)?phone(?: (?:ever )?again| any ?more)?\b/u,
    after: (rest) => !RESTRICTION.test(rest),
  },
  {
    // A refusal of the calls, then a bare "stop" (often its own sentence, read with the one before: findDncRequest).
    name: 'no calls, so stop',
    regex: /\b(?:(?:don'?t|do not|never) (?:want|need|like)[^.!?]*?\b(?:calls?|calling|ringing|phoning)|can'?t (?:call|ring|phone) (?:me|us)|not (?:allowed|supposed) to (?:call|ring|phone) (?:me|us))\b[^.!?]*?[,.] (?:so |and |now |please )*stop(?: it)?(?: (?:now|please|already))*[.!]*$/u,
  },
  ...SPOKEN_FOR_AND_INDIRECT,
  ...SPOKEN_FOR,
  ...SHORT_FORMS,
  ...CHANNELS,
  ...SERVICE,
  ...FORMAL,
];
