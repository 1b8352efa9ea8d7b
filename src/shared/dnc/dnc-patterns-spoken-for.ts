/**
 * Request patterns for a line the caller answers for (a relative's, a
 * shop's, a surgery's: "take my late wife's number off your system"), and
 * for a do-not-call registration held up as the objection ("this number is
 * on the registry, so why are you ringing it?"). Read after PATTERNS, the
 * same way.
 */

import type { Pattern } from './dnc-patterns';
import { ANSWERED_FOR_LINE, ENDS_REFUSAL, LIST_TARGET, MOVED_TO_SOMEONE, OTHER_NUMBER_GIVEN, PLACE, RELATIVE, RESTRICTION, TIME_OF_CALLS, withoutTopic } from './dnc-vocabulary';

/** The one the caller answers for, named: "her", "him", "my dad", "my late husband", "Grandma". */
const ANSWERED_FOR_PERSON = `(?:her|him|my (?:late |elderly |old |poor )?${RELATIVE}|(?:grandma|granny|gran|grandad|grandpa|nan|nana|dad|mum|mom)|this (?:child|boy|girl|gentleman|lady|woman|man|patient|family)|(?:mr|mrs|ms|miss|dr) [a-z'-]+)`;


/** "My daughter would like you to stop calling her", "Gran reckons you lot should…", "get them to stop phoning her": someone else's wish or another firm, told. */
const WISHED_BY_SOMEONE_ELSE = /\b(?:(?:she|he|they|(?:my|our|his|her) [a-z'-]+|gran|grandma|granny|grandad|granddad|grandpa|nan|nana|mum|mom|mam|dad|papa|mama|auntie|aunty|uncle)(?:'s| has| had)? (?:would like|'d like|wants?|wanted|reckons?|thinks?|said|says|asked|asks|told|tells|needs?)(?: me to (?:ask|tell))?(?: (?:you|ya|your (?:lot|people|company))(?: lot| people| guys)?)?(?: to| should| could)?(?: please)?|(?:get|got|make|made|tell|told|ask|asked) (?:them|the [a-z]+|him|her) to) $/u;

/** What may follow "stop calling her": the end, "again", a topic, a reason after a comma; not a name ("stop calling him Bob") nor a time. */
function refusedForThem(line: string): boolean {
  // "Stop chasing him on it" (the line named before): still about them.
  const rest = line.replace(/^on (?:it|this|that|her|his)(?: (?:number|phone|line|mobile|landline))?(?![a-z'-]) ?/u, '');
  const afterTopic = withoutTopic(rest);
  return ENDS_REFUSAL.test(afterTopic) && !rest.startsWith("'") && !RESTRICTION.test(afterTopic) && !TIME_OF_CALLS.test(rest) && !OTHER_NUMBER_GIVEN.test(rest) && !MOVED_TO_SOMEONE.test(rest);
}

/** "My old neighbour put her number on…": someone else did it; "can you put…" still asks. */
/** The clause before a request for the one answered for, read with one space at its end as WISHED_BY_SOMEONE_ELSE expects. */
function notWishedBySomeoneElse(clause: string): boolean {
  return !WISHED_BY_SOMEONE_ELSE.test(`${clause} `.replace(/ +$/u, ' '));
}

const DONE_BY_SOMEONE_ELSE = /(?<!\b(?:can|could|may|will|would) )\b(?:she|he|they|someone|somebody|(?:my|our|his|her|their) (?:[a-z'-]+ )?[a-z'-]+)(?:'ve|'d| (?:already|once|previously|also|had|has|have|just))* ?$|\b(?:i|we)(?:'ve| have| had)?(?: (?:already|just|also))* ?$/u;

/** The registries and flags a number is put on: "the Do Not Call Registry", "TPS", "DND", "the National Opt-Out Register". */
const REGISTRY = '(?:do[ -]?not[ -]?call|dnc|dncl|dnd|tps|telephone preference|opt[ -]?out (?:register|registry)|(?:national )?opt[ -]out|no[ -]call)';

export const SPOKEN_FOR: Pattern[] = [
  {
    // Said for the one who owns the line: "this is my dad's phone… stop calling him", "please stop phoning my aunt".
    // Told for them ("my mum wants you to stop calling her") is someone else's words, which the guards turn down.
    name: 'stop calling her (the one answered for)',
    regex: new RegExp(`\\b(?:stop|quit) (?:cal+(?:l?ing|in'?)|ringing|phoning|contacting|bothering|pestering|hassling|hounding|chasing) ${ANSWERED_FOR_PERSON}(?![a-z'-])`, 'u'),
    after: refusedForThem,
    before: notWishedBySomeoneElse,
  },
  {
    // "Don't call my dad again", "don't ring him about student loans": a refusal for them, once "again" or a topic says it is not one call put off.
    name: "don't call him again (the one answered for)",
    regex: new RegExp(`\\b(?:don'?t|dont|do not|never|please don'?t)(?: you)?(?: ever)? (?:cal+|ring|phone|contact|bother|dial)(?: or (?:text|message))? ${ANSWERED_FOR_PERSON}(?: ever)? (?=(?:(?:about|regarding|for) [a-z'-]|again\\b|any ?more\\b|at all\\b|no more\\b|on (?:it|this|that)\\b))`, 'u'),
    after: (rest) => refusedForThem(rest.replace(/^(?:on (?:it|this|that) )?(?:ever )?(?:again|any ?more|at all|no more)\b/u, '').trimStart()),
    before: notWishedBySomeoneElse,
  },
  {
    name: 'take Grandma off your list (the one answered for)',
    regex: new RegExp(`\\b(?:take|get|cross|strike|remove|delete|scrub|wipe|opt) ${ANSWERED_FOR_PERSON} (?:off|out of|from)(?: of)? (?!as )${LIST_TARGET}`, 'u'),
    aboutList: true,
  },
  {
    name: 'put her on your do-not-call list (the one answered for)',
    regex: new RegExp(`\\b(?:put|add|register|sign) ${ANSWERED_FOR_PERSON} (?:on|onto|to|for) (?:your |the |a )?(?:[a-z'-]+ )?${REGISTRY}`, 'u'),
    before: (clause) => !DONE_BY_SOMEONE_ELSE.test(clause),
  },
  {
    // "It's a family landline. Put it on your do not call list.": the line named, put on the list.
    name: 'put it on your do-not-call list (the line named)',
    regex: new RegExp(`\\bput (?:it|this (?:number|line|landline|phone)) (?:on|onto) (?:your|the) (?:[a-z'-]+ )?${REGISTRY}`, 'u'),
    before: (clause) => !DONE_BY_SOMEONE_ELSE.test(clause) && !/\b(?:i|we)(?:'ve| have| had)?(?: already)? $/u.test(clause),
  },
  {
    name: "I'd like the church office removed from your calling list",
    regex: new RegExp(`\\b(?:want|like|need|have|get) (?:the|this|our) (?:${PLACE}|landline|home phone|(?:main |office )?number)(?: number| line)? (?:removed|taken off|deleted|taken out) (?:from|off|of) ${LIST_TARGET}`, 'u'),
    aboutList: true,
  },
  {
    name: 'opt my father out (the one answered for)',
    regex: new RegExp(`\\bopt ${ANSWERED_FOR_PERSON} out\\b`, 'u'),
    after: (rest) => !/^(?:of|from) (?!(?:any |all |further |future |these |your )*(?:phone |telephone |sales |marketing )?(?:calls|calling|contact|list))/u.test(rest),
  },
  {
    name: "take my late wife's number off your list",
    regex: new RegExp(`\\b(?:tak(?:e|ing)|remov(?:e|ing)|delet(?:e|ing)|get|scrub|strike|wipe|cross) ${ANSWERED_FOR_LINE} (?:off|from|out of)(?: of)? ${LIST_TARGET}`, 'u'),
    aboutList: true,
  },
  {
    name: 'take the shop number off',
    regex: new RegExp(`\\b(?:take|get|remove|delete|cross|strike|scrub) (?:${ANSWERED_FOR_LINE}|the (?:home |main |office |house )?(?:phone )?number) (?:off|out)\\b`, 'u'),
    after: (rest) => (ENDS_REFUSAL.test(rest) || /^(?:now|right now|immediately|asap)\b/u.test(rest)) && !OTHER_NUMBER_GIVEN.test(rest),
  },
  {
    name: "I want the surgery's number removed",
    regex: new RegExp(`\\b(?:want|need|like|have|get) ${ANSWERED_FOR_LINE} (?:removed|taken off|deleted|put on|added to|on|off) (?:from |off |to |of )?(?:all )?(?:(?:your|the|any) )?(?:[a-z'-]+ ){0,2}(?:lists?|database|system|records?|${REGISTRY})\\b`, 'u'),
  },
  {
    name: "put our shop number on your do-not-call list",
    regex: new RegExp(`\\b(?:put|add|place|register|pop|stick|mark) ${ANSWERED_FOR_LINE} (?:on|onto|to|in|as) (?:your |the |a )?(?:[a-z'-]+ )?${REGISTRY}\\b`, 'u'),
    // "My dad put his landline on the do not call list": what someone did, told.
    before: (clause) => !DONE_BY_SOMEONE_ELSE.test(clause),
  },
  {
    // Said for the line named: "stop ringing my husband's mobile", "don't call her landline any more".
    name: "don't call my mum's landline",
    regex: new RegExp(`\\b(?:stop|quit|don'?t|do not|never) (?:cal+(?:ing)?|ring(?:ing)?|phon(?:e|ing)|contact(?:ing)?|dial+(?:ing)?) ${ANSWERED_FOR_LINE}\\b`, 'u'),
    // "…, she's not on the account, call me": the calls moved to the caller.
    after: (rest) => ENDS_REFUSAL.test(withoutTopic(rest)) && !RESTRICTION.test(withoutTopic(rest)) && !OTHER_NUMBER_GIVEN.test(rest) && !/\b(?:(?:call|ring|phone|contact) me|(?:call|ring|use|try) mine)\b/u.test(rest),
  },
  {
    // The registration as the objection: "…, so why are you ringing it?", "…, which you're obliged to check", "…, these calls are not permitted".
    name: "I'm on the registry, so why are you calling?",
    regex: new RegExp(
      `\\b(?:i'm|i am|we're|we are|(?:my|this|our) (?:number|line|phone|landline|mobile)(?: is|'s)|number's)(?: (?:already|registered|listed|signed up|put))* (?:on|in|with|under|for) (?:the |a |your )?(?:[a-z'-]+ ){0,3}?${REGISTRY}(?: (?:list|register|registry|service))?\\b[^.!?]*?[,;.]? (?:(?:and|so|but) )?(?:why (?:are|do|did|is|have|on earth|the hell)|so (?:you )?(?:need|have|got) to stop|so (?:please )?stop|(?:i|we) shouldn'?t be getting|(?:which|that) (?:you(?:'re| are)|your company is) (?:obliged|required|supposed|meant)|you(?:'re| are) (?:not|obliged|required|supposed)|(?:these|your|such) (?:[a-z]+ )?calls (?:are|aren't) (?:not )?(?:permitted|allowed|legal|illegal)|you (?:can'?t|cannot|shouldn'?t|should not|aren'?t allowed|are not allowed|have no right))`,
      'u',
    ),
  },
];
