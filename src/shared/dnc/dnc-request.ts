/**
 * Finds, in one caller turn, a request not to be called again: "stop
 * calling me", "take me off your list", "don't call this number again",
 * "remove me", "put me on your do not call list", "lose my number"… and
 * ignores near misses ("stop, let me think", "call me again tomorrow",
 * "don't stop calling, I'm interested", "is this on the do not call list?").
 *
 * Policy: a sentence is a request when a request pattern matches it and no
 * guard vetoes that match. Patterns are written for what people say and what
 * speech-to-text makes of it (no punctuation, no apostrophes, "gonna",
 * doubled letters); guards stand for the ways the same words are NOT a
 * request (a question, a negation, someone else's words or phone). A missed
 * request costs a person one more unwanted call, a false one costs a
 * customer: both matter, so each guard is narrow and says why it exists.
 *
 * Pure: no dependencies, so it runs on the sync worker, in tests and in the
 * bench alike.
 */

import { normalise, SLIP_WORDS } from './dnc-normalise';

export { normalise };

export interface DncRequestMatch {
  /** The sentence holding the request, as written in the turn. */
  sentence: string;
  /** Offsets of that sentence in the turn (end exclusive). */
  start: number;
  end: number;
}

export function findDncRequest(text: string): DncRequestMatch | null {
  // Most turns of a call hold none of the words a request needs: they are done with here, before being split and normalised.
  if (!TURN_WORTH_A_LOOK.test(text.toLowerCase())) return null;
  for (const span of sentenceSpans(text)) {
    const normal = normalise(text.slice(span.start, span.end));
    if (normal.length > 0 && isRequest(normal)) return { sentence: text.slice(span.start, span.end), start: span.start, end: span.end };
  }
  return null;
}

// ---------------------------------------------------------------------------
// Sentences and normalisation

interface Span {
  start: number;
  end: number;
}

/** Sentences by their end marks (. ! ? and line breaks); a turn without any is one sentence. Offsets exclude surrounding spaces. */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  const boundary = /[.!?…]+(?=\s|$)|\n+/gu;
  let from = 0;
  const push = (start: number, end: number): void => {
    while (start < end && /\s/u.test(text[start] ?? '')) start += 1;
    while (end > start && /\s/u.test(text[end - 1] ?? '')) end -= 1;
    if (end > start) spans.push({ start, end });
  };
  for (const mark of text.matchAll(boundary)) {
    const end = mark.index + mark[0].length;
    push(from, mark[0].startsWith('\n') ? mark.index : end);
    from = end;
  }
  push(from, text.length);
  return spans;
}

// ---------------------------------------------------------------------------
// Request patterns (on a normalised sentence)

/** The caller themself, or their phone: the only objects a request is about. */
const SELF =
  "(?:me|us|myself|my (?:cell ?phone|cell|mobile|(?:tele)?phone number|(?:tele)?phone|number|landline|line|home phone|house phone)|this (?:(?:tele)?phone number|number|(?:tele)?phone|line|house|household)|our (?:house|household|home|number|(?:tele)?phone|landline)|the (?:house|household)|here)";
/** Things a number is removed from in a do-not-call sense ("your list", "the database"), not from an account or a lease. */
const LIST_TARGET =
  "(?:(?:of )?(?:your|the|this|that|these|ur|yer|ya|you're|youre|all|any|all your|all of your|all the|all these|every|those)? ?(?:[a-z'-]+ ){0,3}(?:lists?|database|system|records?|register|registry|dialer|dialler|roster|rota|directory|files?|contacts?|calls?|calling|phone calls|robocalls|marketing|telemarketing|numbers|rolodex|sheet)\\b)";
const CALLING =
  "(?:cal+(?:l?ing|in'?)|ring(?:ing|in'?)|phon(?:ing|in'?)|contact(?:ing|in'?)?|bell(?:ing|in'?)|bother(?:ing|in'?)|harass(?:ing|in'?)|dial+(?:ing|in'?)|hounding|pestering|hassling|spamming|robocalling|(?:all )?(?:these |the |your |those )?(?:phone |robo ?|sales |marketing )?calls|communication|communications)";
/** "be calling" for "don't be calling me again" (Irish and Southern English). Texts are not calls: "don't text me" is left to other tools. */
const CALL_VERB = "(?:bother (?:cal+(?:ing|in)|ringing|phoning|contacting)|be (?:cal+(?:l?ing|in'?)|ring(?:ing|in'?)|phon(?:ing|in'?)|contact(?:ing|in'?)|bell(?:ing|in'?)|bother(?:ing|in'?))|cal+|ring|phone|contact|bother|dial|harass|reach out to|reach)";
/** "not" alone for "could you not call me again?", "you will not call me again". */
const DONT = "(?:don'?t|dont|do not|never|please don'?t|please do not|no need to|not)";
const ASK_TO_BE = '(?:removed|taken off|taken out|deleted|scrubbed|erased|dropped|unsubscribed|opted out|struck|crossed off|suppressed)';

/** Who calls: "you", "your company", "you lot", Irish "ye". */
const YOU = "(?:you|ya|ye|y'all|yall|you guys|you people|you lot|your company|your firm|your people)";
/** Calls counted or qualified: "any more of these calls", "no more phone calls", "further calls". */
const SOME_CALLS =
  "(?:(?:any ?more|any|no more|no|these|those|your|more|further|future|additional|such|of|the|kinds? of|sorts? of) )*(?:(?:tele)?phone |sales |robo ?|marketing |telemarketing |cold |unsolicited )?calls";
/** A call made again, in the shapes a threat opens with: "if you call again", "next time you ring me", "one more call", "keep calling". */
const CALL_AGAIN = `(?:(?:if|when|once|should) (?:${YOU}|anyone|anybody|someone|they) (?:ever |so much as |dare |even )?(?:cal+s?|rings?|phones?|contacts?|bothers?|dials?)(?: ${SELF})? (?:ever )?(?:again|once more|one more time|any ?more|another time|even once more|after today|after this)|(?:the )?next time (?:${YOU}|anyone|anybody|someone|they) (?:ever )?(?:cal+s?|rings?|phones?|contacts?|bothers?|dials?)(?: ${SELF})?|(?:${YOU} )?(?:cal+|ring|phone|contact|bother|dial) (?:${SELF} )?(?:ever )?(?:again|once more|one more time|any ?more|another time|even once more|after today|after this)|(?:one more|another|a single|just one more|one) (?:more )?(?:phone )?call(?: from ${YOU})?|if (?:i|we) (?:get|receive|have) (?:another|one more|a single|any more|more|a|even one more) (?:phone )?calls?(?: from ${YOU})?|(?:keep|continue|carry on) (?:cal+ing|ringing|phoning|contacting|bothering|harassing|pestering)(?: ${SELF})?)`;
const ORDINAL = '(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|umpteenth|hundredth|millionth|nth|\\d+(?:st|nd|rd|th))';

interface Pattern {
  /** What the pattern catches, for a reader (and a failing test's message). */
  name: string;
  regex: RegExp;
  /** The part after the match must pass this, e.g. "remove me" must not go on "as the account holder". */
  after?: (rest: string) => boolean;
  /** The clause before the match must pass this, e.g. "no more calls" must be asked for, not told ("there were no more calls"). */
  before?: (clause: string) => boolean;
  /** The request names a list: one that is not for calls ("the mailing list", "the list of authorised users") vetoes it. */
  aboutList?: boolean;
}

/**
 * The first word after "stop calling me": "sir", "names", "that" make it about words, not calls.
 * Words people say to anyone ("mate", "man", "love") are left out: "stop ringing me mate" asks.
 */
const NOT_ABOUT_CALLS = /^(?:sir|ma'?am|madam|mam|names?|that|a|an|by|honey|dear|mr|mrs|ms|miss|mister|sweetie|babe|darling)\b/u;
/**
 * What may follow "don't call me": "again", "please", "henceforth", a new clause in a run-on, a polite
 * close ("that'd be great"), "about it again"…; "back", "before 9", "at work", "about the renewal"
 * restrict rather than refuse. Whole words only: "i" must not let "in the morning" through.
 */
const ENDS_REFUSAL =
  /^(?:$|[,;:!?.'—-]|(?:again|by phone|by telephone|over the phone|via phone|by text|by sms|on the phone|on (?:my|this|our) (?:cell|mobile|phone|landline|line)|any ?more|ever|please|pls|plz|period|at all|at this number|on this number|at my number|on my number|on this phone|here|thanks|thank|ok|okay|bye|goodbye|i|i'm|im|i've|we|we're|you|and|or|just|no|not|seriously|understand|got it|this is|it's|its|henceforth|hereafter|from now on|going forward|in (?:the )?future|about (?:it|this|that|anything|any of (?:this|that))(?: ever)? (?:again|any ?more)|(?:that|it)(?:'d| would) be (?:great|good|nice|best|appreciated|lovely|perfect|ideal|helpful|wonderful|much appreciated))\b)/u;
/** Objects that make "stop calling X" about someone or something else ("stop calling her", "stop calling my husband"). */
const THIRD_PARTY_OBJECT =
  /^(?:her|him|them|it|his|their|that|those|these people|people|everyone|everybody|anyone|customers|clients|my (?!cell|mobile|phone|telephone|number|landline|line|home|house|household|place|flat|apartment|work|office)[a-z'-]+|the (?!house|household|home|phone|number)[a-z'-]+|[a-z]+'s)\b/u;

/** After a request not to be called: a time, a place or a reason restricts it ("not to be called before nine", "at work") rather than refusing calls. */
const RESTRICTION =
  /^(?:before|after|at (?!all\b|this number|my number)|during|on (?!this|my|our)|until|till|between|in the|in|this (?:week|morning|afternoon|evening)|today|tonight|tomorrow|so (?:late|early)|that|too|as|when|while|unless|except|about|regarding|for (?!any|good|ever))\b/u;
/** "…, I'll call you": a call put off, not refused. */
const CALL_BACK_LATER = /^,? ?(?:i'?ll|i will|i'm gonna|we'?ll) (?:call|ring|phone|contact)/u;
/** What a caller threatens when calls go on: a report, a complaint, the police, a lawyer. */
const CONSEQUENCE =
  "(?:(?:i'?ll|i will|i'm|im|i am|i shall|we'?ll|we will|we're|we are)(?: (?:gonna|going to|be|just|definitely|straight|have to|immediately|absolutely))* (?:report|reporting|sue|suing|complain|complaining|call(?:ing)? (?:the|my|a) (?:police|cops|authorities|regulator|fcc|ftc|ofcom|ico|attorney|lawyer|solicitor)|go(?:ing)? (?:straight )?to (?:the|ofcom|fcc|ftc|ico|trading standards|court|my (?:lawyer|solicitor|attorney|mp))|tak(?:e|ing) (?:legal|this|you|it)|fil(?:e|ing)|lodg(?:e|ing)|contact(?:ing)? (?:the|my)|escalat(?:e|ing)|block(?:ing)?|press(?:ing)?|involv(?:e|ing)|get(?:ting)? (?:my |a )?(?:lawyer|solicitor|attorney)|hav(?:e|ing) you)|you'?ll (?:be reported|be hearing from|regret|hear from)|(?:i|we) (?:go(?: straight)? to|report|sue|call the (?:police|cops))|(?:there'?ll|there will) be (?:trouble|consequences)|(?:it'?s|that'?s) (?:harassment|a complaint))";
/** After "I withdraw my consent": to calls (or nothing more, on a call about calls), not to a credit check or a data use. */
const CONSENT_TO_CALLS =
  /^(?:$|[,;:!?.]|(?:to|for)(?: (?:you|your company|you guys|you people|anyone)(?: to)?)? (?:be(?:ing)? )?(?:cal+(?:ed|ing)?|contact(?:ed|ing)?|phon(?:e|ed|ing)|ring(?:ing)?|rung|text(?:ed|ing)?|receiv(?:e|ing)|get(?:ting)?|any|all|these|those|your|further|future|marketing|telemarketing|sales|phone|robo ?calls|automated)|(?:to|for) (?:me|us|my number|this number)|(?:on|regarding|about|concerning) (?:calls|phone calls|being called|calling)|under the)/u;
/** "…any consent I may have given to receive calls": the clause that says which consent, skipped. */
const CONSENT_GIVEN = /^(?:that )?(?:i|we) (?:may |might )?(?:have |had )?(?:(?:ever|previously|once|already) )?(?:given|gave|provided|granted)(?: (?:you|your company|you guys))?(?: (?:before|previously|in the past))? ?/u;
const STARTS_WITH_LIST_TARGET = new RegExp(`^${LIST_TARGET}`, 'u');

/** After "remove me" / "take me off": a list, or nothing more ("remove me please"); not "from the account", "as the authorized user". */
function listOrNothing(rest: string): boolean {
  const from = /^(?:from|off|out of|outta|off of) (.*)$/u.exec(rest);
  if (from !== null) return STARTS_WITH_LIST_TARGET.test(from[1] ?? '') || /^(?:there|it|everything)\b/u.test(from[1] ?? '');
  // "taken off your list", "crossed off the list": the list follows at once.
  if (/^(?:your|the|ur|this|that|all|any|every)\b/u.test(rest) && STARTS_WITH_LIST_TARGET.test(rest)) return true;
  // "remove me now", "remove me like a month ago", "remove me twice already": still about the caller.
  return ENDS_REFUSAL.test(rest) || /^(?:now|right now|immediately|asap|today|already|like|last|yesterday|a (?:week|month|year|while|few)|weeks|months|years|twice|several|many|multiple|before|ages|times|\d+|again)\b/u.test(rest);
}

const PATTERNS: Pattern[] = [
  {
    name: 'stop calling (me)',
    regex: new RegExp(`\\b(?:stop|st0p|quit|cease(?: and desist)?(?: from)?|desist from|end|halt|discontinue|cut out|knock off|refrain from)(?: it with)? (?:all |any |further |the |these |your )*(?:(?:tele)?phone |unsolicited |sales |marketing |telemarketing )?${CALLING}\\b`, 'u'),
    after: (rest) => !THIRD_PARTY_OBJECT.test(rest) && !NOT_ABOUT_CALLS.test(rest.replace(/^(?:me|us) /u, '')),
  },
  {
    name: "don't call me again",
    regex: new RegExp(`\\b${DONT} (?:to )?(?:you (?:ever |dare )?|ever |even |evers? )?${CALL_VERB} (?:${SELF}(?: ever)?(?: again| any ?more| back)?|(?:ever )?again|any ?more|back|(?:on|at) this (?:number|phone|line)|it(?= (?:ever )?(?:again|any ?more)))\\b`, 'u'),
    // "Don't call me, I'll call you" puts the call off; it does not refuse it.
    after: (rest) => ENDS_REFUSAL.test(rest) && !/^,? ?(?:i'?ll|i will|i'm gonna|we'?ll) (?:call|ring|phone|contact)/u.test(rest),
  },
  {
    name: 'take me off your list',
    regex: new RegExp(
      `\\b(?:tak(?:e|ing)|remov(?:e|ing)|delet(?:e|ing)|drop(?:ping)?|scratch(?:ing)?|strik(?:e|ing)|cross(?:ing)?|get(?:ting)?|put(?:ting)?|pull(?:ing)?|scrub(?:bing)?|eras(?:e|ing)|wip(?:e|ing)|suppress(?:ing)?) (?:${SELF}|my name|my info|my information|my details|our name) (?:off|from|out of|outta|of)(?: of)? ${LIST_TARGET}`,
      'u',
    ),
    aboutList: true,
  },
  {
    name: 'remove me',
    regex: new RegExp(`\\b(?:remov(?:e|ing)|delet(?:e|ing)|unsubscrib(?:e|ing)|scrub(?:bing)?|eras(?:e|ing)|opt(?:ting)?) (?:${SELF}|my name|our name)(?: out)?\\b`, 'u'),
    after: listOrNothing,
    aboutList: true,
  },
  {
    name: 'take me off',
    regex: /\b(?:take|get) (?:me|us|my number|this number) off\b/u,
    after: (rest) => ENDS_REFUSAL.test(rest) || /^(?:now|right now|immediately|asap)\b/u.test(rest),
  },
  {
    name: 'I want to be removed',
    regex: new RegExp(`\\b(?:be|get|getting|being|been|have|had|want|need|like) (?:me |us |my name |my number |my phone number |this number |our number )?${ASK_TO_BE}\\b`, 'u'),
    after: listOrNothing,
    aboutList: true,
  },
  {
    name: 'get off your list',
    regex: new RegExp(`\\b(?:get|be|come|go|stay|want|wanna|need) (?:off|out of)(?: of)? ${LIST_TARGET}`, 'u'),
    aboutList: true,
  },
  {
    name: 'put me on your do not call list',
    regex:
      /\b(?:(?:put|add|place|register|sign|stick|enter|include|mark|flag|list|file|move|note|keep|set|make|change|switch|update|label|tag|code|record) (?:me|us|my (?:number|name|phone number|phone|cell ?phone|cell|mobile|landline|line|details|account|file|record|profile|home phone)|this (?:number|phone number|phone|line|account)|our (?:number|phone|landline|account)) ?:?(?: (?:down|up))?(?: (?:on|to|in|onto|into|as|under|with|for))?|(?:be|been|being|get|getting|i'm|im|i am|we're|we are|number is|number's|i'm already|im already|i am already) (?:already )?(?:put |added |placed |registered |listed |signed up )?(?:on|in|onto|to|for)) (?:your |the |ur |a |this |that |our |my |national |federal |internal |company |own |[a-z]+'s )*(?:do[ -]?n[o0]t[ -]?(?:ever )?call|don'?t[ -]?call|dont[ -]?call|no[ -]?(?:phone |sales |marketing )?calls?|dnc|tps|telephone preference)\b/u,
    // "She put us on the do not call registry": a story of what someone did, not a request.
    before: (clause) => !DONE_BY_SOMEONE.test(clause),
  },
  {
    name: 'lose my number',
    regex:
      /\b(?:lose|forget|delete|erase|scrub|shred|burn|throw (?:away|out)|get rid of|ditch|bin|toss|forget (?:you|ya) (?:ever )?(?:had|have|got)) (?:my|this|our|the) (?:number|phone number|digits|contact|contact info|details)\b/u,
  },
  {
    name: 'opt out / unsubscribe',
    regex: new RegExp(`\\b(?:opt|opting|opted) ?-?(?:${SELF} |my name |our name )?out\\b|\\bunsubscribe\\b`, 'u'),
    after: (rest) => {
      const from = /^(?:(?:request|requests|form|preference|preferences|option|status|choice) )?(?:of|from|for|on|regarding|concerning|about) (.*)$/u.exec(rest);
      if (from !== null) return STARTS_WITH_LIST_TARGET.test(from[1] ?? '') || /^(?:this|these|that|it|everything|all)\b/u.test(from[1] ?? '');
      return listOrNothing(rest);
    },
    aboutList: true,
  },
  {
    name: 'no more calls',
    regex: /\b(?:no (?:more|further|additional|future|more of (?:these|your|those|the))|not (?:one|a single|another)(?: more)?) (?:phone |sales |robo ?|marketing |telemarketing |cold )?(?:calls?|calling|ringing)\b/u,
    before: (clause) => IMPERATIVE_START.test(clause === '' ? '' : `${clause.trim()} `) || /\b(?:i|we) (?:want|need|would like|'d like|d like|wanna|ask for|am asking for)(?: (?:please|just))? ?$/u.test(clause),
  },
  {
    name: 'note on my file: no calls',
    regex:
      /(?:\b(?:note|notes|mark|flag|record|write|put|set|label|tag|say|says|state|add)\b[^.!?]*?(?:[:,-]|\bthat|\bas|\bsaying|\breading) (?:(?:there should be|there are to be|we want|i want) )?|^(?:please )?)no (?:(?:(?:tele)?phone |sales |robo ?|marketing |telemarketing |cold )?calls|(?:tele)?phone contact|contact by (?:tele)?phone)\b/u,
    after: (rest) => /^(?:$|[,.!?;'-]|please|pls|thanks|thank you|to (?:this|my|me|us|here)|from (?:you|your)|at all|ever|period|whatsoever|on (?:this|my))/u.test(rest),
  },
  {
    name: 'I want the calls to stop',
    regex: /\b(?:these|the|your|all|all these|all the|all of these|all your|all of the|those) (?:phone |sales |robo ?|marketing )?calls (?:need to |have to |must |got to |gotta |to |need |better |should |will |are gonna |are going to |can )?(?:stop|end|cease)\b/u,
  },
  {
    name: 'enough with the calls',
    regex: /\b(?:stop|enough|quit|done|finished) with (?:all )?(?:the|these|those|your|all the|all these|all your) (?:phone |sales |robo ?|marketing )?calls\b/u,
  },
  {
    name: "I'd appreciate it if you stopped calling",
    regex: new RegExp(
      `\\b(?:appreciate it|be grateful|prefer it|like it|be happy|love it|be great|be nice|be best) if (?:you|ya|y'all|yall|you guys|you people|your company|they) (?:would |could |just |please )*(?:stopped|quit|ceased|stop) ${CALLING}`,
      'u',
    ),
  },
  {
    name: "I don't want any more calls",
    regex: new RegExp(
      `\\b(?:i|we) (?:do not|don'?t|dont|no longer|never) (?:want|wish|need|wanna) (?:(?:to )?(?:be (?:called|contacted|rung|phoned|bothered)|(?:receive|get|have) ${SOME_CALLS}|hear from (?:${YOU}|them))|(?:${YOU}|anyone|anybody|them)? ?(?:to )?(?:cal+(?:ing)?|contact(?:ing)?|ring(?:ing)?|phon(?:e|ing)|bother(?:ing)?) (?:me|us|here|this|again|any ?more)|(?:(?:any ?more|any|no more|no|these|your|more|further|future|these kinds? of|those|of) )+(?:(?:tele)?phone |sales |robo ?|marketing )?calls|(?:phone |sales |robo ?|marketing )?calls(?= ?$|[,.!?;]| any ?more| again| from (?:you|ya|your|this|the)| here| to (?:this|my|our|here)| on (?:this|my)| at (?:this|all)| please| thanks| period| ever))`,
      'u',
    ),
  },
  {
    name: "I'd rather you didn't call me",
    regex: new RegExp(
      `\\b(?:rather|prefer(?: it)?(?: if)?|(?:grateful|appreciate it|happier|happy|better|best|great|nice|good|glad|thankful|love it|like it|prefer it) if|mind|appreciate(?: it)?(?: if)?) (?:(?:you|ya|y'all|yall|you guys|you people|you lot|your company|your firm|they)(?:'d)? )?(?:(?:just|please|would|could|kindly) )*(?:didn'?t|did not|never|not|don'?t|do not|wouldn'?t|would not|no longer|stopped|quit|ceased)(?: (?:ever|again|to))? (?:cal+(?:l?ing|ed)?|ring(?:ing)?|rang|phon(?:e|ed|ing)|contact(?:ed|ing)?|bother(?:ed|ing)?|dial(?:l?ed|l?ing)?)(?: ${SELF})?(?: (?:ever )?(?:again|any ?more|back))?(?= |$)`,
      'u',
    ),
    after: (rest) => ENDS_REFUSAL.test(rest) && !CALL_BACK_LATER.test(rest),
  },
  {
    name: "I'd like not to be called again",
    regex: new RegExp(
      `\\b(?:rather|prefer|like|want|wish|ask|request|love|choose|hope)(?: it)? (?:not|never) (?:to )?(?:(?:be|get|getting|being) (?:called|contacted|rung|phoned|telephoned|bothered|cold[- ]called)|(?:get|getting|receive|receiving|have|take) ${SOME_CALLS})\\b`,
      'u',
    ),
    after: (rest) => !RESTRICTION.test(rest) && !CALL_BACK_LATER.test(rest),
  },
  {
    name: 'call me again and I will report you',
    regex: new RegExp(`\\b${CALL_AGAIN},? (?:and |then |so help me,? )?${CONSEQUENCE}`, 'u'),
    // "When I call again, I'll complain to your manager": the caller's own call, not this company's.
    before: (clause) => !/\b(?:i|we|i'll|we'll|he|she|they)\s*$/u.test(clause),
  },
  {
    name: 'I withdraw my consent to be called',
    regex:
      /\b(?:withdraw(?:ing|n|s)?|withdrew|revok(?:e|ing|ed)|rescind(?:ing|ed)?|retract(?:ing|ed)?|remov(?:e|ing)|pull(?:ing)?|tak(?:e|ing) back|cancel(?:l?ing)?)(?: (?:my|our|all|any|the|of|all of))* (?:consent|permission|authori[sz]ation)\b/u,
    after: (rest) => CONSENT_TO_CALLS.test(rest.replace(CONSENT_GIVEN, '')),
  },
  {
    name: 'I do not consent to these calls',
    regex:
      /\b(?:i|we) (?:no longer|do not|don'?t|dont|never|did not|didn'?t|have not|haven'?t) (?:give |gave |given |provide |provided )?(?:consent|agree|agreed|permission)\b/u,
    after: (rest) => CONSENT_TO_CALLS.test(rest),
  },
  {
    name: 'make sure nobody calls me again',
    regex: new RegExp(
      `\\b(?:(?:make sure|ensure|see to it|see that|make certain)(?: that)? (?:no ?one|nobody|no-one|none of you|none of your (?:people|staff|agents|lot))|(?:no ?one|nobody|no-one|none of you)(?= (?:[a-z'-]+ ){0,5}?(?:should|must|is to|is allowed to|may|better) ))(?: (?:else|there|here|ever|at (?:your|the|that) [a-z'-]+|from (?:your|the|this|that) (?:[a-z'-]+ ){0,2}?(?:company|firm|office|team|lot|place|end|side|organi[sz]ation|business|bank|department|call cent(?:er|re))|(?:of|from) you(?: lot| guys| people)?|should|must|is to|is allowed to|may|better))* (?:ever )?(?:cal+s?|rings?|phones?|contacts?|bothers?|dials?|call|ring|phone|contact)(?: ${SELF})?(?: (?:ever )?(?:again|any ?more))?(?= |$)`,
      'u',
    ),
    after: (rest) => ENDS_REFUSAL.test(rest) && !RESTRICTION.test(rest),
  },
  // Shapes added after a measurement on sentences written apart (formal, indirect, regional, repeated).
  {
    name: 'this number is not to be called',
    regex: new RegExp(
      `\\b(?:${SELF}|i|we|i'm|im|we're)(?: (?:am|is|are|'s))? (?:not|never|no longer|isn'?t|aren'?t|shouldn'?t|should not|must not|mustn'?t)(?: (?:ever|to))* be (?:cal+ed|contacted|rung|phoned|telephoned|dial+ed|bothered)\\b`,
      'u',
    ),
    after: (rest) => ENDS_REFUSAL.test(rest) && !RESTRICTION.test(rest),
  },
  {
    name: 'let this be the last time you call me',
    regex: new RegExp(
      `\\b(?:this|that|it|today)(?: [a-z']+){0,3} the (?:very )?(?:last|final) (?:(?:phone )?call|time) (?:(?:that )?(?:${YOU}|anyone) (?:ever )?(?:cal+s?|rings?|phones?|contacts?|bothers?|dials?|make)|(?:that )?(?:i|we) (?:ever )?(?:get|receive|take|have|answer)|from (?:you|your))\\b`,
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
  {
    name: "my number shouldn't be on your list",
    regex: new RegExp(
      `\\b(?:${SELF}|i|we|i'm|im)(?: (?:am|is|are|'s))? (?:shouldn'?t|should not|must not|mustn'?t|isn'?t supposed to|is not supposed to|am not supposed to|don'?t want to|do not want to|no longer want to) be(?:ing)? on ${LIST_TARGET}`,
      'u',
    ),
    aboutList: true,
  },
  {
    name: "you shouldn't be calling me",
    regex: new RegExp(
      `\\b${YOU} (?:shouldn'?t|should not|should never|must not|mustn'?t|aren'?t (?:allowed|supposed) to|are not (?:allowed|supposed) to|have no (?:right|business)|had no (?:right|business)) (?:to )?(?:be )?(?:cal+(?:ing)?|ring(?:ing)?|phon(?:e|ing)|contact(?:ing)?|dial+(?:ing)?|bother(?:ing)?) ${SELF}\\b`,
      'u',
    ),
    after: (rest) => ENDS_REFUSAL.test(rest) && !RESTRICTION.test(rest),
  },
  {
    // "them" must stand for calls named earlier in the sentence ("six calls this month and I want them to stop"), hence the look back.
    name: 'I want them (the calls) to stop',
    regex:
      /\b(?:i|we) (?:want|need|would like|'d like|d like|wish) (?:them|it|this|that|all this|all of it|all of this|these|those) to (?:stop|end|cease)\b(?<=\b(?:calls?|calling|ringing|phoning|rung|rang)\b.*)/u,
  },
  {
    name: "I'm sick of you ringing me, knock it off",
    regex:
      /\b(?:sick|tired|fed up|had enough)(?: and tired)? (?:of|with) (?:you |your |these |the |all (?:these |the |your )?|those )?(?:people |lot |guys )?(?:cal+(?:ing|s)|ring(?:ing)?|phon(?:ing|e calls)|robocalls|pestering|harassing|bothering)\b[^.!?]*?,? (?:so )?(?:knock it off|cut it out|stop it|pack it in|quit it|give it a rest|enough|stop)(?: (?:now|already|please))*[.!]*$/u,
  },
  {
    name: 'the removal of my number from your list',
    regex: new RegExp(`\\b(?:removal|deletion|erasure|suppression) of (?:${SELF}|my name|my details|our name) (?:from|off) ${LIST_TARGET}`, 'u'),
    aboutList: true,
  },
  {
    name: "make sure I don't get called again",
    regex:
      /\b(?:make sure|ensure|see to it|see that|make certain)(?: that)? (?:i|we|me|us|this number|my number|this phone|my phone) (?:don'?t|do not|never|won'?t|will not|doesn'?t|does not|isn'?t|is not|am not|aren'?t|are not)(?: ever)? (?:(?:get|gets|be|is|am|are) )?(?:called|contacted|rung|phoned|dial+ed|bothered)\b/u,
    after: (rest) => ENDS_REFUSAL.test(rest) && !RESTRICTION.test(rest),
  },
  {
    name: "don't give me a bell again",
    regex: new RegExp(`\\b${DONT} (?:you )?(?:ever )?give ${SELF} (?:a|another|any more|any) (?:bell|ring|call|buzz|tinkle|phone call)(?: ever)? (?:again|any ?more)\\b`, 'u'),
    after: (rest) => ENDS_REFUSAL.test(rest) && !CALL_BACK_LATER.test(rest),
  },
];

// ---------------------------------------------------------------------------
// Guards

/** "She put us on the do not call registry", "I've added my number to the registry": what someone did, told; "can I put…" still asks. */
const DONE_BY_SOMEONE = /(?:^|\b)(?<!\b(?:can|could|may|might|shall|will|would) )(?:she|he|they|i|we|someone|somebody)(?:'ve|'d| (?:already|once|previously|also|had|has|have))* ?$/u;

/**
 * Lists that are not for calls: leaving the newsletter, the waiting list or the authorised users is not
 * leaving the calling list. The word must be attached to the list ("the mailing list", "the list of
 * authorised users", "out of the marketing emails"), and a list also named for calls stays one.
 */
const OTHER_THING = '(?:mailing|mail|e-?mails?|newsletters?|waiting|waitlist|texts?|text message|sms|postal|catalog(?:ue)?|guest|wish|shopping|emergency|authori[sz]ed(?: users?)?|users?|members?|membership|subscribers?|alerts?|notifications?|loyalty|rewards|beta|priority|invitations?|invites?)';
const NOT_A_CALLS_LIST = new RegExp(
  `\\b${OTHER_THING} (?:[a-z'-]+ )?(?:lists?|database|register|registry|group|records?|system|programme|program)\\b|\\b(?:lists?|database|register|registry) (?:of|for) (?:the |all |your |our |my )?(?:[a-z'-]+ )?${OTHER_THING}\\b|\\b(?:out of|from|off) (?:the |your |all |these |those |any |my )*(?:marketing |promotional |sales )?(?:e-?mails?|texts?|sms|newsletters?|mailings?|alerts)\\b`,
  'u',
);
const NAMES_CALLS = /\b(?:call|calls|calling|phone calls?|telephone|dial+ing|dial+er|robocalls?|telemarketing|dnc)\b/u;
function notForCalls(text: string): boolean {
  return NOT_A_CALLS_LIST.test(text) && !NAMES_CALLS.test(text);
}

/**
 * A negation right before the request, with only "asking you to"-type words
 * between: "don't stop calling", "I'm not asking you to stop calling", "I
 * never said take me off". Words in between that carry meaning of their own
 * ("I'm not interested, stop calling") end the negation's reach.
 */
const BRIDGE =
  "(?:asking|ask|asked|saying|say|said|telling|tell|told|want|wanting|wanted|wanna|need|needed|going|gonna|trying|try|mean|meant|expecting|expect|requesting|request|hoping|hope|suggesting|suggest|planning|you|ya|u|guys|y'all|yall|to|i|me|am|is|was|that|really|actually|necessarily|like|would|have|had|just|ever|even|please|sure|for|it|him|her|them|so|much|as|any|one|anyone|gonna|why|should)";
const NEGATED = new RegExp(
  `(?:n't|\\b(?:not|never|dont|didnt|doesnt|wont|cant|no need to|no reason to|nobody|no one|noone|without))(?: ${BRIDGE})* ?$`,
  'u',
);
/** "if you don't stop calling I'll report you", "why don't you stop calling": requests all the same, the negation belongs to the threat or the suggestion. */
const THREAT = /\bwhy (?:don'?t|dont|do not) (?:you|ya|y'all|yall|you guys|you people)(?: just)? ?$|\b(?:if|unless) (?:you|ya|y'all|yall|you guys|you people|they|your company)(?: (?:don'?t|dont|do not|won'?t|wont|will not|can'?t|cant))?(?: ever)? ?$/u;

/**
 * Someone else's words or phone: "my mom said stop calling her". A request
 * that also names the caller's own phone ("my husband wants you to stop
 * calling us") stands: it is this household asking.
 */
const NOUN_WORD = "(?!(?:i|you|we|me|time|times|day|week|month|year|and|but|so|then|when|if)\\b)[a-z'-]+";
/** The subject may be named at length ("the previous owner of this line") and do something else first ("hung up on you and told you…"). */
const REPORTED = new RegExp(
  `\\b(?:he|she|they|someone|somebody|people|everyone|everybody|(?:my|his|her|their|the|a|an|some) (?:${NOUN_WORD} ){0,2}?${NOUN_WORD}(?: (?:of|from|at|in) (?:this|the|that|your|my|our) (?:${NOUN_WORD} )?${NOUN_WORD})?) (?:(?:(?!(?:i|we)\\b)[a-z'-]+ ){1,8}?(?:and|then) (?:then |also )?)?(?:(?:just|always|also|even|already|probably|likely|definitely|may|might|will|'ll|would|could|is going to|is gonna|usually|often|sometimes|still|then|literally) )*(?:said|says|say|told|tell|tells|asked|ask|asks|wants|want|wanted|(?:keeps?|kept|is|was|were|are) (?:saying|telling|asking|yelling|shouting|screaming)|yelled|yells|shouted|shouts|screamed|screams|texted|wrote|writes|needs|needed|meant|mutters|muttered|goes)\\b`,
  'u',
);
const REPORTED_LATER = new RegExp(
  `\\b(?:he|she|they|someone|somebody|(?:my|his|her|their|the|a|an|some) (?:${NOUN_WORD} ){0,2}?${NOUN_WORD})(?:'ll|'d| (?:(?:just|probably|likely|definitely|also|maybe) )*(?:may|might|will|'ll|would|could|is going to|is gonna))(?: (?:just|probably|likely|definitely|also|maybe))* (?:say|tell|ask|want|yell|insist|demand)\\b`,
  'u',
);
/** The caller passing the words on to someone else: "I told my sister to stop calling me so late". */
const ADDRESSED_TO_OTHER = /\b(?:told|tell|tells|asked|ask|asks|telling|asking|begged|beg) (?:him|her|(?:my|his|her|their|our) [a-z'-]+(?: [a-z'-]+)?) (?:to )?$/u;
/**
 * The caller's own words, told in the past to another firm: "I told the bank to stop calling me, not you",
 * "I asked the phone company last month to take me off their list". A person at the other end ("I told the
 * lady last week to stop calling") is likely this company's, and a request made again; so is "…your list".
 */
const TOLD_ANOTHER_FIRM = new RegExp(
  `\\b(?:told|asked|begged|instructed|emailed|wrote to|had told|had asked|'d told|'d asked) (?:(?:the|a|an|that|this|another|one|every|some|all the) (?!(?:last |other |previous |first |same |other )?(?:guy|lady|man|woman|girl|boy|person|agent|rep|representative|caller|one|bloke|chap|fella|fellow|operator|people|folks|team)\\b)(?:${NOUN_WORD} ){0,2}?${NOUN_WORD}|them|all of them|both of them)(?: (?:last|this|a|two|three|few|several|a few|a couple of) (?:week|month|year|time|days?|weeks|months|years)(?: ago)?| (?:before|already|again|too|recently|once|twice))* (?:to |not to |that |if they could |whether they could )?$`,
  'u',
);
/** The caller's own hypothetical or intention: "if I ever want you to stop calling", "I may ask you to…", "I was about to tell you to…". */
const OWN_HYPOTHETICAL =
  /\bif (?:i|we)\b(?! (?:could|may|might)\b)|\b(?:i|we) (?:(?:just|really|actually|probably|honestly) )?(?:may|might(?! as well)|was (?:about|going|planning|thinking|gonna)|were (?:about|going|planning|thinking|gonna)|was gonna|had planned|nearly|almost)\b|\b(?:i|we)(?:'d| would) (?:say|tell you|ask you|have said|have asked)\b|\b(?:i|we)(?:'ll| will| would|'d| shall) (?:probably|maybe|perhaps|likely|possibly|eventually)(?: (?:have to|end up|just|then))* (?:ask|tell|say|request|asking|telling)\b/u;
/** Words quoted after someone else's "says", "yells": "my dad shouts 'stop calling!' at the radio". */
const QUOTE_OPENS = /(?:^|\s)'$/u;
/** A hypothetical or a past state: "will you take me off the list if I ask?", "I used to be on the do not call list". */
const HYPOTHETICAL = /\bif (?:i|we) (?:ask|asked|say|said|request|requested|tell|told|want|wanted)\b/u;
const OWN_OBJECT = /\b(?:me|us|myself|my (?:cell|mobile|phone|number|landline|line|home phone|house phone)|this (?:number|phone|line|house)|our (?:house|number|phone|home|landline)|i|i'm|im|we)\b/u;

/**
 * Questions ask about a request instead of making one ("is this on the do
 * not call list?", "did you take me off?"). Three question shapes are still
 * requests: a polite one ("could you take me off your list?"), one that
 * starts with the request and ends in a tag ("stop calling me, okay?"), and
 * "how do I get off your list?".
 */
const QUESTION_START =
  /^(?:is|are|am|was|were|does|did|have|has|had|should|shall|may|might|why|what|when|where|who|whom|which|whose|how|isn't|aren't|doesn't|didn't|haven't|hasn't|wasn't|weren't|do (?:you|i|we|they|he|she|u|ya|y'all)|can (?:i|we|they|he|she)(?! (?:please |just )*(?:be|get|have|ask you to))|could (?:i|we|they|he|she)(?! (?:please |just )*(?:be|get|have|ask you to)))\b/u;
const FILLER = "(?:please|pls|plz|just|kindly|so|and|now|look|listen|ok|okay|hey|yeah|yes|no|nope|sir|ma'am|well|oh|hi|hello|again|simply|go ahead and|also|seriously|honestly|like|you|can|guys|finally|i said|i told you|i asked you to)";
const POLITE_PREFIX =
  /(?:^|\b)(?:(?:can|could|would|will|won't|wont|can't|cant) (?:you|ya|u|y'all|yall|you guys|you people|you lot|someone|somebody|your company)|(?:would|do) (?:you|ya|y'all|you guys) mind(?: if i ask(?: you)? to)?)(?: (?:please|pls|plz|just|kindly|maybe|go ahead and|finally|also|then))*(?: (?:make a note|note|put (?:a note|it|that) (?:down )?(?:on|in) (?:my |the |your |our )?(?:file|account|records?|system|notes)|make sure|tell (?:them|everyone|everybody|your [a-z'-]+)|let (?:them|everyone|everybody|your [a-z'-]+) know|record|write down|pass on|confirm)(?: (?:on|in) (?:my |the |your |our )?(?:file|account|records?|system|notes))?(?: that)?| (?:process|action|handle|log|register|put through|submit|honou?r) (?:my|our|this|the))?,? ?$|(?:^|\b)(?:may|might|can|could) (?:i|we)(?: (?:please|kindly|just|also))* (?:ask|request|beg)(?: (?:that|if|whether))?(?: (?:you|ya|y'all|you guys|you people|your company|someone))?(?: (?:please|kindly|to|not|would|could|will|can|just))* ?$|(?:^|\b)how many (?:more )?times (?:do|must|will|should|have|did|am|shall|'ve) (?:i|we)(?: (?:have|got|need|going|gonna))?(?: to)?(?: (?:ask|tell|say|beg|request|asked|told|said|begged))?(?: (?:you|ya|u|y'all|yall|you guys|you people|you lot|your company|your people|them))?(?: (?:to|that|not to|please))* ?$|(?:^|\b)(?:can|could|may) (?:i|we)(?: (?:please|pls|just|maybe))* ?$|(?:^|\b)why don'?t you(?: just)? ?$|(?:^|\b)how (?:do|can|could|would) (?:i|we)(?: (?:just|please))* ?$|(?:^|\b)(?:is|would|will|could) (?:it (?:be )?possible|there (?:be )?(?:a|any) way) (?:for (?:me|us|you) )?to ?$/u;
/** Tags that make an order sound like a question ("stop calling, yeah?", "no more calls, do you hear me?"): the order stands. */
const TAG_QUESTION = /,\s*(?:yeah|yes|okay|ok|alright|all right|got it|understood|understand|do you understand|you understand|hear me|you hear me|do you hear me|ya hear|is that clear|clear|capiche|please)\s*\?+\s*$/u;
/** "What part of 'don't call me again' don't you understand?": the quoted words are the caller's own, asked again. */
const RHETORICAL = /(?:^|\b)what (?:part|bit) of ?'? ?$/u;
/** "How do I get on the do not call registry?" asks about the public registry; "…off your list?" asks this company. */
const HOW_DO_I = /(?:^|\b)how (?:do|can|could|would) (?:i|we)(?: (?:just|please))* ?$/u;
const IMPERATIVE_START = new RegExp(`^(?:${FILLER},? )*$`, 'u');

function isQuestion(sentence: string): boolean {
  return (/\?\s*$/u.test(sentence) && !TAG_QUESTION.test(sentence)) || QUESTION_START.test(sentence);
}

/** For a question: the request is made anyway when it opens the sentence, follows a polite "could you" or is quoted back. */
function askedAsRequest(before: string, matched: string): boolean {
  if (HOW_DO_I.test(before) && /\bon\b/u.test(matched) && !/\b(?:your|ur|you)\b/u.test(matched)) return false;
  const prefix = before.replace(/[,;:]\s*$/u, ' ').trimEnd();
  return IMPERATIVE_START.test(prefix === '' ? '' : `${prefix} `) || POLITE_PREFIX.test(before) || RHETORICAL.test(before);
}

/** The clause a match sits in, from its last comma, semicolon or dash: a negation or a question word before it belongs to something else. */
function clauseBefore(sentence: string, index: number): string {
  const before = sentence.slice(0, index);
  const cut = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf(' - '), before.lastIndexOf('—'));
  return cut < 0 ? before : before.slice(cut + 1);
}

function vetoed(sentence: string, index: number, matched: string): boolean {
  const before = sentence.slice(0, index);
  const clause = clauseBefore(sentence, index).trimStart();
  // Negation: "don't stop calling", "I'm not asking you to stop calling" (but "if you don't stop calling…" is a threat, still a request).
  if (NEGATED.test(clause) && !THREAT.test(clause)) return true;
  // Someone else's words about someone else's phone: "my mom said stop calling her", "my dad said to stop calling".
  if (REPORTED.test(before) && !OWN_OBJECT.test(matched)) return true;
  // Someone else's words yet to be said: "my wife will probably tell you to stop phoning, so talk to me".
  if (REPORTED_LATER.test(before)) return true;
  if (ADDRESSED_TO_OTHER.test(before)) return true;
  if (TOLD_ANOTHER_FIRM.test(clause) && !/\byour\b/u.test(matched)) return true;
  if (QUOTE_OPENS.test(before) && REPORTED.test(before)) return true;
  if (OWN_HYPOTHETICAL.test(clause)) return true;
  if (/\bused to ?$/u.test(before)) return true;
  // A question about the request, not the request: "is this on the do not call list?", "did you take me off the list?".
  if (isQuestion(sentence) && (!askedAsRequest(before, matched) || HYPOTHETICAL.test(sentence))) return true;
  return false;
}

/**
 * Words without which no pattern can match: most sentences of a call have
 * none, and skip the patterns (the whole mirror is scanned on upgrade).
 * A word added to a pattern that none of these covers must be added here.
 */
const WORTH_A_LOOK = /cal+|ring|phon|contact|text|bother|harass|dial|hound|pester|hassl|spam|list|remov|delet|unsub|opt|number|digits|dnc|regist|databas|scrub|eras|record|system|communication|reach|off|roster|rota|director|file|marketing|rolodex|sheet|detail|drop|struck|hear from|messag|consent|permission|authori|bell|tps|preference|suppress|time[^.!?]{0,40}stop/u;

/**
 * The same test on a whole turn, lower-cased but not normalised: a word of
 * WORTH_A_LOOK in a normalised sentence is in the turn as well (normalising
 * only lower-cases, turns quotes into apostrophes and fillers and runs of
 * spaces into one space, which never joins letters), except "hear from",
 * which a filler or a line break may split: "hear" stands for it.
 */
const TURN_WORTH_A_LOOK = new RegExp(
  `${WORTH_A_LOOK.source.replace('hear from', 'hear')}|\\b(?:${SLIP_WORDS.filter((slip) => !WORTH_A_LOOK.test(slip)).join('|')})\\b`,
  WORTH_A_LOOK.flags,
);

/** The patterns, compiled once for matchAll (every match is tried: the first may be vetoed and a later one not). */
const GLOBAL_PATTERNS = PATTERNS.map((pattern) => ({ ...pattern, regex: new RegExp(pattern.regex.source, `${pattern.regex.flags}g`) }));

function isRequest(sentence: string): boolean {
  if (!WORTH_A_LOOK.test(sentence)) return false;
  for (const pattern of GLOBAL_PATTERNS) {
    for (const match of sentence.matchAll(pattern.regex)) {
      const rest = sentence
        .slice(match.index + match[0].length)
        .replace(/^[\s,]+/u, (spaces) => (spaces.includes(',') ? ', ' : ''))
        .trimStart();
      if (pattern.after !== undefined && !pattern.after(rest)) continue;
      if (pattern.before !== undefined && !pattern.before(clauseBefore(sentence, match.index).trimStart())) continue;
      if (pattern.aboutList === true && notForCalls(`${match[0]} ${(rest.split(/[,;:!?.]/u)[0] ?? '').split(' ').slice(0, 6).join(' ')}`)) continue;
      // The object may follow the match ("stop calling" + "us"): a guard on whose phone it is reads both.
      const object = (rest.split(/[,;:!?.]/u)[0] ?? '').trim().split(' ').slice(0, 3).join(' ');
      if (vetoed(sentence, match.index, `${match[0]} ${object}`)) continue;
      return true;
    }
  }
  return false;
}
