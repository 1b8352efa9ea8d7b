/**
 * Request patterns for a line the caller answers for (a relative's, a
 * shop's, a surgery's: "take my late wife's number off your system"), and
 * for a do-not-call registration held up as the objection ("this number is
 * on the registry, so why are you ringing it?"). Read after PATTERNS, the
 * same way.
 */

import type { Pattern } from './dnc-patterns';
import { ANSWERED_FOR_LINE, ENDS_REFUSAL, LIST_TARGET, OTHER_NUMBER_GIVEN, RESTRICTION, withoutTopic } from './dnc-vocabulary';

/** "My old neighbour put her number on…": someone else did it; "can you put…" still asks. */
const DONE_BY_SOMEONE_ELSE = /(?<!\b(?:can|could|may|will|would) )\b(?:she|he|they|someone|somebody|(?:my|our|his|her|their) (?:[a-z'-]+ )?[a-z'-]+)(?:'ve|'d| (?:already|once|previously|also|had|has|have|just))* ?$/u;

/** The registries and flags a number is put on: "the Do Not Call Registry", "TPS", "DND", "the National Opt-Out Register". */
const REGISTRY = '(?:do[ -]?not[ -]?call|dnc|dncl|dnd|tps|telephone preference|opt[ -]?out (?:register|registry)|(?:national )?opt[ -]out|no[ -]call)';

export const SPOKEN_FOR: Pattern[] = [
  {
    name: "take my late wife's number off your list",
    regex: new RegExp(`\\b(?:tak(?:e|ing)|remov(?:e|ing)|delet(?:e|ing)|get|scrub|strike|wipe|cross) ${ANSWERED_FOR_LINE} (?:off|from|out of)(?: of)? ${LIST_TARGET}`, 'u'),
    aboutList: true,
  },
  {
    name: 'take the shop number off',
    regex: new RegExp(`\\b(?:take|get|remove|delete) ${ANSWERED_FOR_LINE} (?:off|out)\\b`, 'u'),
    after: (rest) => ENDS_REFUSAL.test(rest) || /^(?:now|right now|immediately|asap)\b/u.test(rest),
  },
  {
    name: "I want the surgery's number removed",
    regex: new RegExp(`\\b(?:want|need|like|have|get) ${ANSWERED_FOR_LINE} (?:removed|taken off|deleted|put on|added to|on) (?:from |off |to |of )?(?:all )?(?:(?:your|the|any) )?(?:[a-z'-]+ ){0,2}(?:lists?|database|system|records?|${REGISTRY})\\b`, 'u'),
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
