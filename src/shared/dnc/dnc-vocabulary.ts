/**
 * The words the do-not-call patterns are built from: who is asked (the
 * caller or their phone), the verbs of calling, the lists a number sits on,
 * and what may come after a request (a polite close, a restriction, a threat
 * of a complaint). Shared by the patterns and their "after" checks.
 */


/** The caller themself, or their phone: the only objects a request is about. */
/** Places whose line the caller answers for: "don't call the restaurant again", "put this pharmacy on your list". */
export const PLACE = '(?:salon|shop|business|practice|surgery|office|school|restaurant|pharmacy|nursery|church(?: office| hall)?|farm|garden centre|reception(?: desk)?|clinic|hotel|pub|cafe|garage|charity|hall|store)';
export const SELF =
  `(?:me|us|myself|my (?:(?:mobile|cell|home|landline|work|house) (?:phone )?number|house|home|place|cell ?phone|cell|mobile|(?:tele)?phone number|(?:tele)?phone|number|landline|line|home phone|house phone)|this (?:(?:tele)?phone number|number|(?:tele)?phone|line|house|household|landline|mobile|cell)|our (?:house|household|home|number|(?:tele)?phone|landline)|the (?:house|household|landline)|here|(?:the|this|our) (?:house|home|business|shop|office|salon|practice|surgery|store|family|company) (?:number|line|phone|landline|switchboard)|(?:the|our) switchboard|(?:the|this|our) ${PLACE})`;
/** Things a number is removed from in a do-not-call sense ("your list", "the database"), not from an account or a lease. */
export const LIST_TARGET =
  "(?:(?:of )?(?:your|the|this|that|these|ur|yer|ya|you're|youre|all|any|all your|all of your|all the|all these|every|those)? ?(?:[a-z'-]+ ){0,3}(?:lists?|database|system|records?|register|registry|dialer|dialler|roster|rota|directory|files?|contacts?|calls?|calling|phone calls|robocalls|marketing|telemarketing|solicitations?|campaigns?|panel|phone ?bank|numbers|rolodex|sheet|computers?|books|spreadsheet|auto-?diall?er|machine)\\b|(?:tele)?phone (?:fundraising|surveys?|appeals?|contact)\\b)";
export const CALLING =
  "(?:cal+(?:l?ing|in'?)|ring(?:ing|in'?)|(?:tele)?phon(?:ing|in'?)|contact(?:ing|in'?)?|bell(?:ing|in'?)|bother(?:ing|in'?)|harass(?:ing|in'?)|dial+(?:ing|in'?)|hounding|pestering|hassling|spamming|robocalling|blow(?:ing|in'?) up|hit(?:ting|tin'?) (?=(?:my|this|our) (?:line|phone|number|cell|mobile))|mither(?:ing|in'?)|badger(?:ing|in'?)|telephonic (?:marketing|sales|contact|calls)|(?:all )?(?:these |the |your |those )?(?:phone |robo ?|robot |sales |marketing |[a-z]+ ){0,2}(?:robo)?calls|communication|communications)";
/** "be calling" for "don't be calling me again" (Irish and Southern English). Texts are not calls: "don't text me" is left to other tools. */
export const CALL_VERB = "(?:bother (?:cal+(?:ing|in)|ringing|phoning|contacting)|be (?:cal+(?:l?ing|in'?)|ring(?:ing|in'?)|phon(?:ing|in'?)|contact(?:ing|in'?)|bell(?:ing|in'?)|bother(?:ing|in'?))|cal+(?:ing)?|ringing|phoning|telephon(?:e|ing)|ring|phone|contact|bother|dial|harass|reach out to|reach|hit up|hit(?= my (?:line|phone|number|cell|mobile))|make (?:a |any )?(?:phone )?calls?(?= to))";
/** "not" alone for "could you not call me again?", "you will not call me again". */
export const DONT = "(?:don'?t|dont|do not|never|please don'?t|please do not|no need to|(?:you )?(?:don'?t|do not) need to|not)";
export const ASK_TO_BE = '(?:removed|taken off|taken out|took off|deleted|scrubbed|erased|dropped|unsubscribed|opted out|struck|crossed off|suppressed|excluded|expunged)';

/** Who calls: "you", "your company", "you lot", Irish "ye". */
export const YOU = "(?:you|ya|ye|youse|y'all|yall|you guys|you people|you lot|your company|your firm|your people|this company|the company)";
/** Calls counted or qualified: "any more of these calls", "no more phone calls", "further calls". */
export const SOME_CALLS =
  "(?:(?:any ?more|any|no more|no|these|those|your|more|further|future|additional|such|of|the|kinds? of|sorts? of) )*(?:(?:tele)?phone |sales |robo ?|marketing |telemarketing |cold |unsolicited )?(?:calls|solicitations)";
/** A call made again, in the shapes a threat opens with: "if you call again", "next time you ring me", "one more call", "keep calling". */
/** The one the caller answers for, as a threat names them: "if you ring my mother again…". */
const THEIRS = "(?:her|him|my (?:mum|mom|mother|mam|dad|father|gran|granny|grandma|grandad|grandpa|nan|nana|husband|wife|partner|son|daughter|aunt|auntie|uncle|parents|grandmother|grandfather)(?:'s (?:phone|number|mobile|landline|house|line))?)";
export const CALL_AGAIN = `(?:(?:if|when|once|should) (?:${YOU}|(?:anyone|anybody|someone|somebody)(?: from (?:your|this|the) [a-z]+)?|they|this phone|my phone|the phone|this number|my number|(?:the|your) [a-z]+) (?:ever |so much as |dare |even )?(?:cal+s?|rings?|phones?|contacts?|bothers?|dials?)(?: (?:${SELF}|${THEIRS}))?(?: with (?:your|this|that) (?:number|name|company's name)(?: on (?:it|the screen))?| from (?:you|your [a-z]+))? (?:ever )?(?:again|once more|one more time|any ?more|another time|even once more|after today|after this)(?: with (?:your|this|that) (?:number|name|company's name)(?: on (?:it|the screen))?)?|(?:the )?next time (?:${YOU}|anyone|anybody|someone|they|(?:the|your) [a-z]+) (?:ever )?(?:cal+s?|rings?|phones?|contacts?|bothers?|dials?)(?: (?:${SELF}|${THEIRS}))?|(?:${YOU} )?(?:try |go on,? )?(?:cal+(?:ing)?|ring(?:ing)?|phon(?:e|ing)|contact|bother|dial) (?:(?:${SELF}|${THEIRS}|my [a-z]+'s (?:house|home|place|number|phone|landline)) )?(?:ever )?(?:again|once more|one more time|any ?more|another time|even once more|after today|after this)|(?:any more|any further|more|further) (?:phone |robo ?)?calls(?: (?:to|for) [a-z'-]+(?: [a-z'-]+){0,2})?(?= and\\b)|(?:one more|another|a single|just one more|one|the next|next) (?:more )?(?:phone |robo ?)?call(?: to (?:${SELF}|${THEIRS}))?(?: like (?:this|that)(?: one)?)?(?: from ${YOU})?|if (?:i|we) (?:ever )?hear from (?:you|your company|you guys|you people|you lot) (?:ever )?(?:again|once more|any ?more)|(?:if|should|when) (?:i|we) (?:get|receive|have|keep getting) (?:another|one more|a single|any more|any further|further|more|a|even one more|any) (?:phone |robo ?)?calls?(?: from (?:you|your (?:[a-z]+ )?(?:company|firm|organi[sz]ation|lot|people|business)))?(?: about (?:[a-z'-]+ ){0,3}[a-z'-]+)?(?: from ${YOU})?|(?:keep|continue|carry on) (?:cal+ing|ringing|phoning|contacting|bothering|harassing|pestering)(?: ${SELF})?)`;
export const ORDINAL = '(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|umpteenth|hundredth|millionth|nth|\\d+(?:st|nd|rd|th))';

/**
 * The first word after "stop calling me": "sir", "names", "that" make it about words, not calls.
 * Words people say to anyone ("mate", "man", "love") are left out: "stop ringing me mate" asks.
 */
export const NOT_ABOUT_CALLS = /^(?:you(?![a-z'-])|sir|ma'?am|madam|mam|names?|out|that|a|an|by(?! (?:tele)?phone| text| sms)|honey|dear|mr|mrs|ms|miss|mister|sweetie|babe|darling)\b/u;
/**
 * What may follow "don't call me": "again", "please", "henceforth", a new clause in a run-on, a polite
 * close ("that'd be great"), "about it again"…; "back", "before 9", "at work", "about the renewal"
 * restrict rather than refuse. Whole words only: "i" must not let "in the morning" through.
 */
export const ENDS_REFUSAL =
  /^(?:$|[,;:!?.'—-]|(?:again|by phone|by telephone|over the phone|via phone|by text|by sms|on the phone|on (?:my|this|our) (?:cell|mobile|phone|landline|line)|any ?more|ever|please|pls|plz|period|at all|at this number|on this number|at my number|on my number|on any (?:number|phone|line)|on (?:this|that|my) or any other (?:number|phone|line)|never|in any (?:way|form)|after (?:this|today)(?: one| call)?|yeah|yes|ta|cheers|do you(?: not)? understand|from (?:you|ya|your (?:company|firm|lot|people|end|side))(?![a-z'-])|on this phone|here|thanks|thank|ok|okay|bye|goodbye|i|i'm|im|i've|we|we're|you|and|or|just|no|not|seriously|understand|got it|this is|it's|its|henceforth|hereafter|either|too|as well|from now on|going forward|in (?:the )?future|(?:about|asking (?:for|about)|for) (?:[a-z'-]+ ){1,3}?(?:ever )?(?:again|any ?more)\b|about (?:it|this|that|anything|any of (?:this|that))(?: ever)? (?:again|any ?more)|further|back (?:ever|again|any ?more|for good|at all)|already|lah|like(?= at all| ever| seriously|$)|asking (?:for|about|me)|because|cause|'cause|as (?:i|we)|since|by (?:you|your|anyone|any)|(?:this|my|our) (?:number|phone|line)|(?:that|it)(?:'d| would) be (?:great|good|nice|best|appreciated|lovely|perfect|ideal|helpful|wonderful|much appreciated))\b)/u;
/** Objects that make "stop calling X" about someone or something else ("stop calling her", "stop calling my husband"). */
/** Someone else's line the caller answers for: "my late wife's number", "the shop's number", "this surgery's number". */
export const ANSWERED_FOR_LINE =
  "(?:(?:my|our) (?:late |elderly |old )?(?:mum|mom|mother|mam|dad|father|gran|granny|grandma|nan|nana|grandad|grandpa|husband|wife|partner|aunt|auntie|uncle|son|daughter|parents|brother|sister)'s|(?:my|our) parents'|his|her|their|(?:the|our|this) (?:[a-z]+'s|shop|business|office|surgery|practice|salon|bakery|store|clinic|ward|restaurant|pub|reception)) (?:main |old |home |landline |mobile |work |office )?(?:number|landline|phone number|phone|mobile|line)";
/** Family the caller answers for: "stop phoning my aunt", "take my late wife's number off your system" ask for this household. */
export const RELATIVE =
  '(?:mum|mom|mother|mam|mammy|dad|father|gran|granny|grandma|grandmother|nan|nana|nanna|grandad|granddad|grandpa|grandfather|grandparents|parents|husband|wife|partner|aunt|auntie|aunty|uncle|son|daughter|kids|children|nephew|niece|brother|sister|family|father-in-law|mother-in-law)';
export const THIRD_PARTY_OBJECT = new RegExp(
  `^(?:her|him|them|it|his|their|that(?! (?:number|line|landline|phone)\\b)|those|these people|people|everyone|everybody|anyone|customers|clients|my (?!cell|mobile|phone|telephone|number|landline|line|home|house|household|place|flat|apartment|work|office|(?:late |elderly |old )?${RELATIVE}\\b)[a-z'-]+(?![a-z'-])|your (?!number|phone|list)[a-z'-]+(?![a-z'-])|the (?!house|household|home|phone|number|shop|business|office|salon|practice|surgery|line|landline|switchboard|store)(?![a-z'-]+ (?:office|line|number|phone|landline|shop|surgery|practice)\\b)[a-z'-]+|[a-z]+'s)(?![a-z'-])(?! (?:house|home|number|phone|landline|mobile|line|place|main line|old number)\\b)`,
  'u',
);

/** "stop calling my work number, use my mobile": calls moved to another number, not refused. */
export const OTHER_NUMBER_OFFERED =
  /^(?:my|this|the|our) (?:[a-z]+ )?(?:number|phone|line|mobile|cell|landline)\b.*\b(?:instead|use my|try my|on my (?:mobile|cell|personal|other|home|work)|better on|(?:call|ring|phone|try) (?:me on )?my (?:mobile|cell|personal|other|home|work)|(?:call|ring|phone|try) (?:my|the) [a-z]+'s (?:phone|number|mobile|line)|(?:my|the) (?:personal|other|new) (?:one|number))\b/u;
/** "stop calling me at six in the morning, call after ten": calls moved to another time, not refused. */
export const OTHER_TIME_OFFERED =
  /\bonce a (?:day|week|month|fortnight) is (?:plenty|enough|fine|ok|okay)\b|\b(?:call|ring|phone|try) (?:me |us |back )?(?:after|before|in the (?:afternoon|evening|morning)|the (?:afternoon|evening|morning|weekend)|later|at (?:a|another|some) |on (?:weekdays|weekends|monday|tuesday|wednesday|thursday|friday|saturday|sunday))|\b(?:evenings?|mornings?|afternoons?|weekends?|weekdays?|nights?|later|tomorrow|next (?:week|month)|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:after|before) [a-z0-9]+|that time|any other time|lunchtimes?|the mobile|my mobile|the other number)(?: [a-z']+){0,3} (?:is|are|would be)(?: (?:absolutely|perfectly|totally))? (?:fine|ok|okay|better)\b/u;
/** After "don't call the landline again": "use my mobile instead", another number given. */
export const OTHER_NUMBER_GIVEN =
  /\bi'?ll give (?:it (?:to )?you|you it|you (?:his|her|their|the|my) (?:number|mobile|cell))\b|\b(?:has|'s got|got|have) (?:a|his|her|their|its|my) (?:own )?(?:direct (?:line|number|dial)|own (?:number|mobile|phone|line|cell))\b|\b(?:my|the|her|his) (?:mobile|cell|other number|personal number|direct line)(?:'s| is) (?:better|best|easier)\b|(?<!\b(?:don'?t|do not|never|not) )\b(?:use|try|call|ring|phone) (?:(?:me|him|her|them|my [a-z]+)(?: at home)? on )?(?:my|the|[a-z]+'s) (?:[a-z]+ )?(?:mobile|cell|other|personal|work|home|new|landline)\b|\b(?:ring|call|phone|try|use) (?:my|the) [a-z]+'s (?:phone|number|mobile|line)\b|\b(?:call|ring|phone) (?:my|the) [a-z]+ at home\b|\b(?:ring|call|phone) me (?:at|on) (?:home|work|my)\b|(?<!\b(?:letter|writing|post|e-?mail)\b.*)\binstead\b(?! of)/u;
/**
 * "about the ducts", "for sales", "with energy deals" after a refusal: its topic, which does not make it less of one.
 * A time is not a topic ("for a week", "about ten").
 */
const TOPIC = /^(?:about|regarding|re|for|with) (?!(?:a|the|this|next|another|one) (?:week|month|day|while|year|few|bit|minute|moment)|(?:the )?(?:next|coming|following|last|past) |now|today|tonight|tomorrow|\d|two|three|four|ten|nine|eight|seven|six|five|noon|lunch)(?:[a-z'-]+ ){0,6}?[a-z'-]+(?=[,.!?;]|$| again| any ?more| please| ever)\s*/u;
export function withoutTopic(rest: string): string {
  return rest.replace(TOPIC, '');
}
/** "stop calling so early", "at lunchtime": the time of the calls, not the calls. */
export const TIME_OF_CALLS =
  /^(?:me |us )?(?:so (?:early|late|often)|at (?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half (?:past )?[a-z]+|quarter (?:past|to) [a-z]+)(?: (?:o'clock|in the (?:morning|evening)|at night|am|pm))?|lunch ?time|lunch|breakfast|dinner ?time|dinner|tea ?time|supper ?time|night|the weekends?|weekends|\d+(?::\d+)? ?(?:am|pm|o'clock)?)|(?:before|after) (?:\d|noon|midday|nine|ten|eight|seven|six|five|lunch|dinner|work)|on (?:(?:a |the )?(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?|weekends|weekdays|the weekends?|bank holidays|holidays)|during (?:the day|the week|work|working hours|office hours|dinner|school hours|the night)|this (?:month|week|fortnight)|(?:until|till) [a-z0-9]+)\b/u;
/** "stop calling me on whatsapp", "from the other room": a channel or a person in the house, not the company's calls. */
export const CHANNEL_OR_ROOM = /^(?:me |us )?(?:(?:on|via|through|over) (?:whatsapp|skype|facetime|zoom|teams|messenger|signal|telegram|viber|video)|from (?:the )?(?:other room|next room|kitchen|garden|upstairs|downstairs|landing|hallway|hall|bedroom|living room|lounge))\b/u;
/** "stop calling me 'mate'", "don't call me 'caller'": a name the caller objects to, opened by a quote. */
export const QUOTED_NAME = /^(?:me |us |her |him |them |(?:my|our) [a-z'-]+ )?'[a-z]/u;
/** After a request not to be called: a time, a place or a reason restricts it ("not to be called before nine", "at work") rather than refusing calls. */
export const RESTRICTION =
  /^(?:before|after|at (?!all\b|this number|my number)|during|on (?!this|my|our)|until|till|between|in the|in|this (?:week|month|year|morning|afternoon|evening)|today|tonight|tomorrow|so (?:late|early)|that|too|as|when|while|unless|except|about(?! (?:it|this|that|anything)(?: ever)? (?:again|any ?more))|regarding|for (?!any|good|ever))\b/u;
/** "…, I'll call you": a call put off, not refused. */
export const CALL_BACK_LATER = /^,? ?(?:i'?ll|i will|i'm gonna|we'?ll) (?:call|ring|phone|contact)/u;
/** "…call me back about the quote, I'll reach out once I've compared": after a callback declined, the caller's own word. */
export const REACH_OUT_LATER = /^,? ?(?:i'?ll|i will|i'm gonna|we'?ll) (?:reach out|get back|get in touch|be in touch)/u;
/** What a caller threatens when calls go on: a report, a complaint, the police, a lawyer. */
export const CONSEQUENCE =
  "(?:(?:i'?ll|i will|i'm|im|i am|i shall|we'?ll|we will|we're|we are|i|we)(?: (?:gonna|going to|fixing to|fixin' to|about to|go|gon|be|just|definitely|straight|have to|immediately|absolutely))* (?:report|rais(?:e|ing) (?:a |an )?(?:formal |official )?complaint|get(?:ting)? (?:the )?(?:sheriff|police|cops|law|authorities)(?: involved)?|reporting|sue|suing|complain|complaining|call(?:ing)? (?:(?:the|my|a) )?(?:police|cops|authorities|regulator|fcc|ftc|ofcom|ico|attorney|lawyer|solicitor)|go(?:ing)? (?:straight )?to (?:the|ofcom|fcc|ftc|ico|trading standards|court|my (?:lawyer|solicitor|attorney|mp))|tak(?:e|ing) (?:legal|this|you|it)|mak(?:e|ing) (?:a |an |formal )*(?:complaint|report)|put(?:ting)? in (?:a |an )?(?:formal |official )?(?:complaint|report)|record(?:ing)? (?:it|this|the call|you)|be (?:down|round|over) (?:at |to )?your (?:office|place|head office)|hav(?:e|ing) (?:the |my |a )?(?:[a-z']+ ){1,2}?(?:on|onto|down to|round to|after|all over) (?:you|ye|ya)|lay(?:ing)? (?:a )?complaint|tell(?:ing)? (?:ofcom|the|my|on you)|contact(?:ing)? (?:ofcom|the ico|ico|fcc|ftc|acma|trading standards|the ombudsman|my (?:lawyer|solicitor|attorney|mp))|be on ?to|make sure (?:[a-z ]+ )?(?:hears?|knows?) about it|on ?to (?:the|ofcom|ico|fcc|ftc|acma|trading standards|my|your)|send(?:ing)? (?:it|this|them|the [a-z]+|your [a-z]+|my [a-z]+)(?: [a-z]+)? to|(?:cancel(?:l?ing)?|clos(?:e|ing)|leav(?:e|ing)|switch(?:ing)?|chang(?:e|ing)|mov(?:e|ing)) (?:my|every|all|our|the)(?: [a-z]+){0,2}? (?:accounts?|membership|policy|policies|contract|subscription|banks?|supplier|provider|plan|direct debits?)|fil(?:e|ing)|lodg(?:e|ing)|contact(?:ing)? (?:the|my)|escalat(?:e|ing)|block(?:ing)?|press(?:ing)?|involv(?:e|ing)|get(?:ting)? (?:my |a )?(?:lawyer|solicitor|attorney)|hav(?:e|ing) you)|you'?ll (?:be reported|be hearing from|regret|hear from)|(?:i|we) (?:go(?: straight)? to|report|sue|call the (?:police|cops))|(?:there'?ll|there will) be (?:trouble|consequences)|(?:my|our) (?:solicitor|lawyer|attorney|lawyers|solicitors)(?:'ll| will| is going to| are going to)|(?:and )?see what happens|hand(?:ing)? (?:it|this|you|the number) (?:straight )?(?:to|over to)|(?:that'?s|which is) (?:exactly )?what (?:i'?ll|i will) do|make sure (?:[a-z ]+ )?(?:hears?|knows?) about it|tak(?:e|ing) you to (?:court|small claims)|(?:goes|go|going) (?:straight )?to (?:the|my|ofcom|ico|fcc|ftc|trading standards|court)|(?:it'?s|it is|it'll be|that'?s) (?:the|my) (?:police|ico|ofcom|fcc|ftc|regulator|ombudsman|lawyers?|solicitors?|attorney|courts?|information commissioner)|(?:i )?dare (?:you|ya)|(?:it'?s|it is|that'?s|this is) (?:going|gone) (?:straight )?to|(?:it'?s|it is|that'?s|it'll be) straight to|(?:i'?ll|i will|i'm|i am) (?:be )?writ(?:e|ing) to|(?:it'?s|that'?s) (?:harassment|a complaint))";
/** After "I withdraw my consent": to calls (or nothing more, on a call about calls), not to a credit check or a data use. */
export const CONSENT_TO_CALLS =
  /^(?:$|[,;:!?.]|(?:to|for)(?: (?:you|your company|you guys|you people|anyone)(?: to)?)? (?:be(?:ing)? )?(?:cal+(?:ed|ing|s)?|contact(?:ed|ing|s)?|phon(?:e|ed|ing|es)|ring(?:ing|s)?|rung|text(?:ed|ing|s)?|receiv(?:e|ing)|get(?:ting)?|any|all|these|those|your|further|future|marketing|telemarketing|sales|phone|telephone|robo ?calls|automated|autodial(?:l?ed)?|prerecorded|pre-recorded)(?![a-z])|(?:to|for) (?:me|us|my number|this number)|(?:on|regarding|about|concerning) (?:calls|phone calls|being called|calling)|for (?:tele)?phone contact|under the)/u;
/** "…any consent I may have given to receive calls": the clause that says which consent, skipped. */
export const CONSENT_GIVEN = /^(?:that )?(?:i|we) (?:may |might )?(?:have |had )?(?:(?:ever|previously|once|already) )?(?:given|gave|provided|granted)(?: (?:you|your company|you guys))?(?: (?:before|previously|in the past))? ?/u;
export const STARTS_WITH_LIST_TARGET = new RegExp(`^${LIST_TARGET}`, 'u');
