/**
 * Requests said partly in another language. Bilingual callers switch
 * language mid-turn ("ya no me llames, please", "bhai, call mat karo",
 * "huwag na po kayong tumawag ulit"), and the request is often the part
 * they say in their first language. Normalising reads such a phrase as its
 * English ("don't call me again"), so that the English patterns and every
 * guard after them decide as for an English sentence: a time that narrows
 * it ("no me llames mañana" reads "don't call me tomorrow"), a question,
 * someone else's words, a change of mind.
 *
 * Only whole phrases that ask not to be called or to be taken off a list
 * ("no me llames", "call mat karo"), never a verb alone ("llamar"), so a
 * sentence that merely talks about calling stays unread. An order without
 * its object ("call mat karo") is said to the company about the speaker,
 * and reads "don't call me". Once a sentence
 * holds one, the words of time in the same languages are read too, for the
 * guards on times ("mañana", "kal", "bukas"); elsewhere they stay as said
 * ("Abhi", "Kal" are names too).
 *
 * Written from the languages' everyday wording, not from any labelled set;
 * the text here has had its accents dropped and its apostrophes made
 * straight (dnc-normalise.ts).
 */

import { mayMatch } from './may-match';

/** A phrase (a regex source, on lower-case text without accents) and how it is read; `{time}`, the word of time the phrase holds. */
type Reading = readonly [phrase: string, english: string];

const SPANISH: Reading[] = [
  ['ya no (?:me|nos) (?:llames|llamen|llame|vuelvas a llamar|vuelvan a llamar|vuelva a llamar)', "don't call me anymore"],
  ['(?:no|nunca) (?:me|nos) (?:vuelvas|vuelvan|vuelva) a llamar(?: nunca)?(?: mas)?', "don't call me again"],
  ['no (?:me|nos) (?:llames|llamen|llame) (?:mas|nunca mas|otra vez|de nuevo)', "don't call me again"],
  ['no (?:me|nos) (?:llames|llamen|llame)', "don't call me"],
  ['no (?:llames|llamen|llame|vuelvas a llamar|vuelvan a llamar|vuelva a llamar) (?:mas|nunca mas) (?:a|al) (?:este|ese|mi|nuestro) (?:numero|telefono|celular)', "don't call this number again"],
  ['no (?:llames|llamen|llame) (?:mas|nunca mas)', "don't call anymore"],
  ['(?:deja|dejen|deje|para|paren|pare) de llamar(?:me|nos)', 'stop calling me'],
  ['no (?:quiero|queremos) que (?:me|nos) (?:llamen|llames|llame|sigan llamando|sigas llamando)', "i don't want you to call me"],
  ['(?:digame|adelante)', 'go ahead'],
  ['(?:llameme|llamame|llamenme) cuando (?:quiera|quieras|quieran)', 'call me any time'],
  ['(?:ya )?no (?:quiero|queremos) (?:recibir )?(?:mas |sus |tus |las |estas )?llamadas', "i don't want any more calls"],
  ['(?:quitame|quitenme|quiteme|sacame|saquenme|saqueme|borrame|borrenme|borreme|eliminame|eliminenme|elimineme) de (?:la|su|tu|sus|tus) lista(?! de (?:correos|e-?mails?|mensajes|textos|sms))', 'take me off your list'],
];

const PORTUGUESE: Reading[] = [
  ['(?:nao|nunca mais) (?:me )?(?:liga|ligue|liguem|ligar|telefone|telefonem) (?:mais|de novo|outra vez)', "don't call me again"],
  ['nao (?:me )?(?:liga|ligue|liguem)', "don't call me"],
  ['(?:para|pare|parem) de (?:me )?(?:ligar|telefonar)(?: pra mim| para mim)?', 'stop calling me'],
  ['(?:me )?(?:tira|tire|tirem) (?:da|dessa|desta|de sua|da sua) lista', 'take me off your list'],
  ['(?:tira|tire|tirem) (?:o )?(?:meu|nosso) (?:numero|nome|telefone) (?:da|dessa|desta|de sua|da sua) lista', 'take my number off your list'],
  ['nao (?:quero|queremos) mais (?:ligacoes|chamadas|que (?:me|nos) liguem)', "i don't want any more calls"],
];

const FRENCH: Reading[] = [
  ["ne (?:m'|nous )(?:appelez|appelle|appelles|appellez|telephonez) (?:plus|jamais)", "don't call me anymore"],
  ['ne (?:me|nous) (?:rappelez|rappelle|rappelles) (?:plus|jamais)', "don't call me again"],
  ["(?:arretez|arrete|arretes|arreter|cessez|cesser) de (?:m'|nous )(?:appeler|telephoner)", 'stop calling me'],
  // Spoken French drops the "ne": "appelez-moi pu", "m'appelle plus"; "appelez-moi plus tard" asks for a later call.
  ["(?<!qu'on )(?<!que )(?:m'appelez|m'appelle|m'appelles|appelez-moi|appelle-moi) (?:plus|pu|pus|jamais)(?! tard)", "don't call me anymore"],
  ["(?:rappelez|rappelle|appelez|appelle)[- ]moi encore (?:une fois )?(?:pis|et|puis) (?:je|j'vais) (?:porte|porterai|vais porter) plainte", "call me again and i'll make a complaint"],
  ['(?:allez-y|vas-y)', 'go ahead'],
  ['(?:est-ce que (?:vous pourriez|tu pourrais|vous pouvez|tu peux)|pourriez-vous|pouvez-vous|pourrais-tu|peux-tu)', 'could you'],
  ["(?:les )?autres appels,? (?:pas de probleme|c'est correct|ca va|c'est bon|ok|okay)", 'the other calls are fine'],
  ['ce numero(?:-la)?', 'this number'],
  ["(?:vous )?(?:n')?avez pas le droit de (?:m'|nous )(?:appeler|telephoner)", "you're not allowed to call me"],
  ['(?:enlevez|enleve|retirez|retire|rayez|raye|otez) (?:mon|notre) (?:numero|nom) de (?:votre|ta|la|vos) liste', 'take my number off your list'],
  ['(?:arretez|arrete|cessez) (?:les|vos|tes) appels', 'stop the calls'],
  ['(?:la )?liste nationale de numeros (?:de telecommunication )?exclus', 'national do not call list'],
  ['(?:enlevez|enleve|retirez|retire|rayez|raye|otez)[- ]moi de (?:votre|ta|la|vos) liste', 'take me off your list'],
];

const ITALIAN_GERMAN_POLISH: Reading[] = [
  ['non (?:mi|ci) (?:chiami|chiamate|chiamare|telefonate|telefoni) (?:piu|mai piu)', "don't call me anymore"],
  ['non (?:chiamatemi|chiamarmi|telefonatemi|telefonarmi) (?:piu|mai piu)', "don't call me anymore"],
  ['non (?:chiamatemi|chiamarmi|telefonatemi|telefonarmi)', "don't call me"],
  ['(?:smettete|smetti|smetta|smettetela) di (?:chiamarmi|chiamarci|telefonarmi)', 'stop calling me'],
  ['(?:toglietemi|toglimi|mi tolga|mi togliete) dalla (?:vostra |sua |tua )?lista', 'take me off your list'],
  ['(?:rufen sie|ruft|ruf) (?:mich|uns) (?:bitte |doch |jetzt )?(?:nie |nicht )mehr an', "don't call me anymore"],
  ['(?:horen sie|hort|hor) auf,? (?:mich|uns) anzurufen', 'stop calling me'],
  ['(?:prosze )?nie dzwon(?:cie|ic|i)? (?:do (?:mnie|nas) )?(?:juz )?(?:wiecej|juz)(?: do (?:mnie|nas))?', "don't call me anymore"],
  ['(?:prosze )?nie dzwon(?:cie|ic|i)? do (?:mnie|nas)', "don't call me"],
  ['prosze nie dzwonic', "please don't call me"],
  ['(?:przestancie|przestan) do mnie dzwonic', 'stop calling me'],
];

/** Romanised Hindi and Urdu, and their neighbours', as callers say them with the English verb: "call mat karo", "phone band karo". */
const SOUTH_ASIAN: Reading[] = [
  ['(?:mujhe|mujhko|muje|mereko|humein|hamein|hame|hume) (?:dobara|dubara|phir se|phirse|phir) (?:call|phone|fone) (?:mat|na|nahi|nahin) (?:karo|karna|karein|karen|kijiye|kijie|kare|kar)', "don't call me again"],
  ['(?:mujhe|mujhko|muje|mereko|humein|hamein|hame|hume) (?:call|phone|fone) (?:mat|na|nahi|nahin) (?:karo|karna|karein|karen|kijiye|kijie|kare|kar)', "don't call me"],
  // The time said first, inside the phrase: "mujhe kal call mat karna" (not tomorrow).
  ['(?:(?:mujhe|mujhko|muje|mereko|humein|hamein|hame|hume) )?(?:kal|aaj|abhi|raat ko|shaam ko|subah(?: subah)?) (?:call|phone|fone) (?:mat|na|nahi|nahin) (?:karo|karna|karein|karen|kijiye|kijie|kare|kar)', "don't call me {time}"],
  ['(?:dobara|dubara|phir se|phirse) (?:call|phone|fone) (?:mat|na|nahi|nahin) (?:karo|karna|karein|karen|kijiye|kijie|kare|kar)', "don't call me again"],
  ['(?:call|phone|fone) (?:mat|na) (?:karo|karna|karein|karen|kijiye|kijie|kare|kar)', "don't call me"],
  ['calls (?:mat|na) (?:karo|karna|karein|karen|kijiye|kijie|kare|kar)', "don't call me"],
  // "Ek baar aur call kiya na, I'll complain": a threat's first half.
  ['(?:ek baar aur|ek aur baar|phir se|dobara|dubara) (?:call|phone|fone) (?:kiya|kiya na|kiya to|kiya toh|kara|kare|karoge|kiya tho)', 'if you call me once more'],
  ['mat (?:karo|karna|kijiye) (?:call|phone|fone)', "don't call me"],
  ['kya (?:aap|tum|aap log) (?:mujhe |humein |hume )?(?:call|calls|phone|fone)(?: karna)? band kar (?:sakte|sakti) (?:hain|ho|hai)', 'could you stop calling me'],
  ['(?:unko|unhe|usko|use|unse) (?:ab |dobara |phir se )?(?:call|phone|fone) (?:mat|na|nahi) (?:karo|karna|kijiye|karein)', "don't call him"],
  ['(?:keh|kah|bol) (?:rahe|rahi|raha) (?:hain|hai|he)(?: ki)?', 'says'],
  ['(?:call|calls|phone|fone)(?: karna)? band (?:karo|karein|karen|kijiye|kar do|kardo|kar dijiye|kar sakte hain|kar sakte ho|kariye|kar dena|kar dijiyega)', 'stop calling me'],
  ['(?:mujhe|humein|hamein) (?:aapke |aapki |tumhare |koi |aur )?(?:calls?|phone) (?:nahi|nahin) chahiye', "i don't want your calls"],
  ['(?:mujhe|mera naam|mera number|meraa number|humein|hamara number|hamara naam) (?:aapki |apni |is |aapke |your )?(?:list|system) se (?:hata|hatao|hata do|hatado|hata dijiye|nikal|nikalo|nikal do|nikal dijiye|remove kar do|remove karo|remove kijiye)', 'take me off your list'],
  ['(?:thirumba|thirumbavum|innoru thadava) (?:call|phone) (?:pann?a+(?:dh|th|d|t)h?(?:ee|i)ng?a|pannadhe|pannathe|panna vendam|panna vena)', "don't call me again"],
  ['(?:call|phone) (?:pann?a+(?:dh|th|d|t)h?(?:ee|i)ng?a|pannadhe|pannathe|panna vendam|panna vena)', "don't call me"],
  ['maine (?:[a-z]+ ){1,3}(?:ko|se) (?:bola|kaha|bataya)', 'i said to the other company'],
  ['(?:list|lista)[- ]?la (?:irundhu|irunthu|irundu) (?:remove|eduthudunga|eduthidunga|edunga) (?:pannunga|pannungo|pannu|pannidunga)', 'take me off your list'],
  ['(?:call|phone) (?:cheyyakandi|cheyakandi|cheyyoddu|cheyodhu|cheyoddu)', "don't call me"],
  ['(?:call|phone) (?:korben na|koro na|korbe na|korbi na)', "don't call me"],
  ['(?:call|phone) karu naka', "don't call me"],
];

/** Tagalog, Malay and Indonesian, Korean and Cantonese as callers romanise them. */
const EAST_ASIAN: Reading[] = [
  ["(?:huwag|wag|'wag)(?: na)?(?: po)?(?: (?:nyo|niyo|ninyo|mo|kayo|kayong|ka|kang))?(?: na)?(?: po)?(?: (?:akong|ako|kaming|kami))?(?: na)?(?: po)? (?:tawagan|tatawag|tumawag)(?: (?:ulit|uli|muli|pa))(?: (?:dito|sa akin|sa amin))?", "don't call me again"],
  ["(?:huwag|wag|'wag)(?: na)?(?: po)?(?: (?:nyo|niyo|ninyo|mo|kayo|kayong|ka|kang))?(?: na)?(?: po)?(?: (?:akong|ako|kaming|kami))?(?: na)?(?: po)? (?:tawagan|tatawag|tumawag)(?: (?:dito|sa akin|sa amin))?", "don't call me"],
  ["(?:pwede|puwede|pede)(?: po)? (?:bang?|bng) (?:huwag|wag|'wag)(?: na)?(?: po)?(?: (?:nyo|niyo|ninyo|mo|kayo|kayong|ka|kang))?(?: na)?(?: po)? (?:tawagan|tatawag|tumawag)(?: (?:dito|sa akin|sa amin))?", 'could you please not call me again'],
  ['tama na(?: po)?(?: (?:ang|sa|yung))? (?:tawag|pagtawag|pag tawag|kakatawag|katatawag)', 'stop calling me'],
  ["paki[- ]?(?:remove|alis|alisin|tanggal|tanggalin|delete|burahin)(?: na lang| na)?(?: po)?(?: (?:yung|ang|yong|'yung))? (?:number|numero) ko", 'please remove my number'],
  ['isang tawag pa', 'one more call'],
  ['(?:sige,? )?tuloy (?:niyo|nyo|mo|kayo|po)(?: lang)?', 'go ahead'],
  ['tawag (?:lang )?(?:kayo|po|kayo lang) (?:anytime|kahit kailan)', 'call me anytime'],
  ['(?:irereport|ire-report|isusumbong) ko(?: na)?(?: po)? (?:kayo|kau)', "i'll report you"],
  ['bawal(?: po)?(?: (?:kayo|kayong|nyo|niyo))? (?:tumawag|tawagan|tumatawag)(?: (?:dito|sa akin|sa amin))?', "you're not allowed to call me"],
  ['(?:tigilan|itigil|tumigil)(?: na)?(?: (?:nyo|niyo|ninyo|mo|kayo))?(?: na)?(?: po)?(?: (?:ang|sa))? (?:pagtawag|pag tawag|kakatawag|katatawag)', 'stop calling me'],
  ['(?:alisin|tanggalin|burahin)(?: na)?(?: (?:nyo|niyo|ninyo|mo))?(?: na)?(?: po)? (?:ako|ang number ko|ang numero ko|number ko) sa (?:listahan|list)', 'take me off your list'],
  ['(?:boleh tak|boleh tidak|bolehkah|boleh ke) jangan (?:call|telefon|telepon|hubungi|kol)(?: (?:saya|aku|kami|i|me))?(?: lagi)?', 'could you not call me again'],
  ['jangan (?:lagi )?(?:call|telefon|telepon|hubungi|kol|tipon)(?: (?:saya|aku|kami|sy|gua|gue|i|me))? (?:lagi|lg)', "don't call me again"],
  ['jangan (?:call|telefon|telepon|hubungi|kol|tipon) (?:saya|aku|kami|sy|gua|gue)', "don't call me"],
  ['jeonhwa (?:hajima|haji maseyo|hajimaseyo|haji ma|hajimayo|hajimarayo)', "don't call me"],
  ['(?:m|mh|mm|ng|mmh) (?:hou|ho)(?: (?:zoi|joi|choi))? (?:call|da lai|da lei|dah lei|da dinwa|da din wa)(?: (?:ngo|ngo dei|ngo dei la))?', "don't call me"],
  ['(?:ngo )?(?:m|mh|mm|ng) (?:seung|sheung|soeng) (?:joi |zoi )?(?:jip|tseep|zip) (?:dou )?(?:lei dei|nei dei|lei|nei)(?: ge)? (?:call|calls|dinwa|din wa)', "i don't want any more calls from you"],
  // Hawaiian Pidgin: "no call me no moa".
  ['no (?:call|phone) (?:me|us) (?:no moa|no more|again)', "don't call me again"],
];

/** Pidgins and creoles, and the languages of Africa and of Wales callers switch into. */
const PIDGINS_AND_AFRICAN: Reading[] = [
  ['(?:make (?:you|una) )?(?:no|nor) (?:dey )?(?:call|disturb) (?:me|us|my number) again', "don't call me again"],
  ['(?:make (?:you|una) )?(?:no|nor) dey (?:call|disturb) (?:me|us|my number)', "don't call me"],
  ['(?:make (?:you|una) )?stop (?:to |dey |to dey )(?:call|disturb)(?:ing)?(?: (?:me|us|my number))?', 'stop calling me'],
  ['comot (?:me|my number|my name) (?:for|from|comot for) (?:your|una|una own|di|the) list', 'take me off your list'],
  ['(?:calls?|call) no wahala', 'calls are fine'],
  ['comot (?:am|it) (?:for|from|comot for) (?:your|una|una own|di|the) list', 'take it off your list'],
  ['comot my (?:number|name)', 'remove my number'],
  ['(?:una|you|una people) no suppose (?:to )?(?:dey )?call (?:me|us|this line|this number)', "you're not supposed to call me"],
  // Jamaican Patois, English in its words but not in its grammar.
  ["(?:mi|me) (?:nuh|nah|no|nuh wah|nah wah) (?:want|wah|waan) (?:yuh|unu|you) (?:fi |to )?call (?:mi|me)(?: again| agen| back)?", "i don't want you to call me again"],
  ['stop call (?:mi|me)(?: phone| number)?', 'stop calling me'],
  ['get rid (?:ah|a|of) mi number', 'get rid of my number'],
  ['pa rele (?:m|mwen|nou) (?:anko|ankò)', "don't call me again"],
  ['pa rele (?:m|mwen|nou)', "don't call me"],
  ['(?:sispann|sispan) rele (?:m|mwen|nou)', 'stop calling me'],
  ['moenie (?:vir )?(?:my|ons) (?:ooit )?(?:weer )?(?:bel|skakel)(?: nie)?', "don't call me again"],
  ['(?:hou|hou asseblief) op (?:om )?(?:my |ons )?(?:te )?bel', 'stop calling me'],
  ['ek wil nie (?:meer )?oproepe (?:van (?:julle|jou|u) )?(?:kry|ontvang)(?: nie)?', "i don't want any more calls from you"],
  ['bel (?:my|ons) weer', 'call me again'],
  ['haal (?:my|ons|my nommer) (?:van|af van) (?:jou|julle|die) lys(?: af)?', 'take me off your list'],
  ['(?:ungangifoneli|ningangifoneli|ungangishayeli|ningangishayeli|ungangicaleli|ningangicaleli)', "don't call me"],
  ['(?:ungaphinde|ningaphinde) (?:ungishayele|ningishayele|ungifonele|ningifonele|ungicalele|ningicalele)', "don't call me again"],
  ['angisafuni (?:izingcingo|ama-?call|amakholi)(?: (?:zenu|zakho|yenu))?', "i don't want your calls anymore"],
  ['(?:usinipigie|msinipigie|usinipigiye|msinipigiye)(?: simu)? tena', "don't call me again"],
  ['(?:usinipigie|msinipigie|usinipigiye|msinipigiye)(?: simu)?', "don't call me"],
  ['(?:acha|acheni) kunipigia(?: simu)?', 'stop calling me'],
  ['endelea', 'carry on'],
  ['(?:unaweza|mnaweza) kunipigia', 'you can call me'],
  ['(?:paid|peidiwch)(?: a| ag)? (?:ffonio|galw|ffonio i|ffonio fi)(?: (?:fi|ni|i))?(?: eto)', "don't phone me again"],
  ['(?:paid|peidiwch)(?: a| ag)? (?:ffonio|galw)(?: (?:fi|ni|i))?', "don't phone me"],
  ["(?:tynnwch|tynna) fy (?:rhif|enw)(?: i)? (?:oddi ar|o'r|allan o'r) (?:y |eich |dy )?rhestr", 'take my number off the list'],
  ['na (?:glaoigh|glaoi) (?:orm|orainn) aris', "don't call me again"],
  ['na (?:glaoigh|glaoi) (?:orm|orainn)', "don't call me"],
  ['(?:ma|mish|mesh) (?:baddi|bidi|biddi|beddi) (?:had |hada |7ada |7ad )?(?:yetsel|yittasil|yitsal|yetasal|yetasel)(?: (?:fiyyi|fiyi|biyi|fiya|fiyye))?', "i don't want anyone to call me"],
  ['(?:la|ma) (?:tetasel|tittasil|tetassal|tittasel|tetesel)(?: (?:fiyya|fiya|biya|bi|3alayya|alayya|alay|3alay))?(?: (?:marra tanya|tani|ba3d|baad))?', "don't call me"],
];

/** "Don't call me already lah" (Singapore, Malaysia): "already" after the order marks a change from now on, as "anymore" does. */
const SINGLISH: Reading[] = [['(?:don\'?t|do not|no need to|stop) (?:call|calling|phone|phoning|ring|ringing)(?: (?:me|us))? already(?:,? (?:lah|leh|lor|ah|hor))?', "don't call me anymore"]];

const READINGS: readonly Reading[] = [...SPANISH, ...PORTUGUESE, ...FRENCH, ...ITALIAN_GERMAN_POLISH, ...SOUTH_ASIAN, ...EAST_ASIAN, ...PIDGINS_AND_AFRICAN, ...SINGLISH];

/** Every phrase in one pass, each its own group: the first group that took part names the reading. */
const PHRASES = new RegExp(`(?<![a-z'])(?:${READINGS.map(([phrase]) => `(${phrase})`).join('|')})(?![a-z])`, 'gu');

/**
 * Words of time in the same languages, and of "for now", read once a sentence holds a phrase above: the guards on a
 * time or a while then read them ("kal" is tomorrow or yesterday: tomorrow, as a time put off).
 */
const TIMES: Record<string, string> = {
  'en la manana': 'in the morning',
  'por la manana': 'in the morning',
  'en la tarde': 'in the afternoon',
  'por la tarde': 'in the afternoon',
  'en la noche': 'at night',
  'por la noche': 'at night',
  'mas tarde': 'later',
  'en el trabajo': 'at work',
  manana: 'tomorrow',
  hoy: 'today',
  ahorita: 'right now',
  'ahora mismo': 'right now',
  'esta semana': 'this week',
  'por ahora': 'for now',
  'por ahorita': 'for now',
  'por el momento': 'for the moment',
  'por enquanto': 'for now',
  "pour l'instant": 'for now',
  'pour le moment': 'for the moment',
  'per ora': 'for now',
  'abhi ke liye': 'for now',
  'subah subah': 'in the morning',
  subah: 'in the morning',
  'kuch din': 'for a few days',
  muna: 'for now',
  'mais tarde': 'later',
  amanha: 'tomorrow',
  hoje: 'today',
  demain: 'tomorrow',
  "aujourd'hui": 'today',
  'ce soir': 'tonight',
  'plus tard': 'later',
  domani: 'tomorrow',
  oggi: 'today',
  'piu tardi': 'later',
  jutro: 'tomorrow',
  dzisiaj: 'today',
  kal: 'tomorrow',
  aaj: 'today',
  abhi: 'now',
  'baad mein': 'later',
  'baad me': 'later',
  'shaam ko': 'in the evening',
  'raat ko': 'at night',
  bukas: 'tomorrow',
  mamaya: 'later',
  ngayon: 'today',
  besok: 'tomorrow',
  esok: 'tomorrow',
  nanti: 'later',
  kesho: 'tomorrow',
  demen: 'tomorrow',
};
/** Most sentences hold none of the strings a phrase needs, and skip the search (may-match.ts). */
const MAY_HOLD_PHRASE = mayMatch(PHRASES);
const TIME_WORDS = new RegExp(`(?<![a-z'])(?:${Object.keys(TIMES).join('|')})(?![a-z])`, 'gu');

/** A sentence (lower case, accents dropped) with the phrases above read as their English, and then its words of time. */
export function readOtherLanguages(sentence: string): string {
  if (!MAY_HOLD_PHRASE(sentence)) return sentence;
  let found = false;
  const read = sentence.replace(PHRASES, (...match: unknown[]) => {
    found = true;
    const said = String(match[0]);
    const group = match.slice(1, READINGS.length + 1).findIndex((part) => part !== undefined);
    return (READINGS[group]?.[1] ?? said).replace('{time}', said.match(TIME_WORDS)?.[0] ?? '');
  });
  return found ? read.replace(TIME_WORDS, (word) => TIMES[word] ?? word) : sentence;
}

/**
 * Words, on the lower-cased turn as said (accents kept), without one of which no phrase above is
 * there: for the first look at a turn (dnc-request-rules.ts), which would otherwise pass over a
 * turn whose only request is in another language. Phrases with "call", "phone", "list" or
 * "number" in them pass that look already, and so do the words read only beside a request ("tuloy",
 * "endelea": go-aheads; "maine … ko bola": told to another firm), whose turn holds the request's own.
 */
export const OTHER_LANGUAGE_KEY_WORDS =
  "ll[aá]m|liga[cç]|chamadas|glaoi|rhestr|yetsel|yittasil|yitsal|yetasal|angisafuni|phinde|oproepe|paki[- ]?(?:alis|tanggal)|lig(?:a|ue|uem|ar)\\b|telefon|\\bfone\\b|appel|chiam|\\bruf|anzurufen|skakel|dzwo|tawag|tumawag|hubungi|\\bkol\\b|tipon|jeonhwa|da l[ae]i|da dinwa|rele\\b|moenie|\\bbel\\b|lys\\b|fonel|shayel|caleli|pigi|ffonio|galw|tetasel|tittas|tetassal|tetesel";
