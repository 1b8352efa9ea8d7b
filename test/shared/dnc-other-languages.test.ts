import { describe, expect, it } from 'vitest';
import { findDncRequest } from '../../src/shared/dnc/dnc-request';
import { readOtherLanguages } from '../../src/shared/dnc/dnc-other-languages';

/**
 * Requests said partly in another language, as bilingual callers switch mid-turn. Written for this
 * test, by hand, from the languages' everyday wording, apart from any labelled set.
 */
const REQUESTS = [
  'Mira, ya no me llames, okay? Gracias.',
  'Oye, no me vuelvas a llamar, I mean it.',
  'Por favor dejen de llamarme, this is the third time today.',
  'I already told you guys, quítenme de la lista.',
  'No quiero que me llamen, ni hoy ni nunca.',
  'Olha, para de me ligar, tá? I am not interested.',
  'Não me liguem mais, por favor.',
  "Écoutez, ne m'appelez plus, s'il vous plaît.",
  'Arrêtez de m’appeler, I have said it twice.',
  'Non mi chiamate più, grazie.',
  'Rufen Sie mich bitte nicht mehr an.',
  'Proszę nie dzwońcie do mnie więcej.',
  'Bhai, mujhe dobara call mat karna, okay?',
  'Dekhiye, call mat kijiye, I am not interested.',
  'Mera number aapki list se hata do please.',
  'Ate, huwag na po kayong tumawag ulit, ha?',
  'Tigilan niyo na ang pagtawag, please lang.',
  'Jangan call saya lagi ya, I busy.',
  "Don't call me already lah, I told you last week.",
  'Abeg, make una stop to dey call me.',
  'Abeg no dey call me again, I no need am.',
  'Tanpri, pa rele m ankò.',
  'Moenie my weer bel nie, asseblief.',
  'Peidiwch â ffonio fi eto, diolch.',
  'Sawa, usinipigie simu tena.',
];

const NEAR_MISSES = [
  // A time put off, in the caller's language: the English guard on times reads it.
  'No me llames mañana, estoy trabajando, call me Friday.',
  'Mujhe kal call mat karna, parso karna.',
  'Huwag kang tumawag bukas, mamaya na lang.',
  // For now only.
  'No me llames por ahora, estoy de viaje.',
  'Huwag mo muna akong tawagan, nasa meeting ako.',
  // Asking to be called, or talking about calling, in the other language.
  'Llámame más tarde, okay? I am driving.',
  'Mi hermana dice que la llamaron ayer.',
  'Me liga amanhã, please, agora não dá.',
  "Rappelez-moi demain, s'il vous plaît.",
  'Tawagan mo ako bukas, okay?',
  'Call karo kal subah, I will be free.',
  'Bhai, mujhe call karna Monday ko.',
  // A name that is also a word of time, in a sentence with no request in another language.
  'Abhi from your office already sorted it, thanks.',
];

describe('do-not-call requests said partly in another language', () => {
  it.each(REQUESTS)('finds the request in %j', (text) => {
    expect(findDncRequest(text)).not.toBeNull();
  });

  it.each(NEAR_MISSES)('ignores the near miss %j', (text) => {
    expect(findDncRequest(text)).toBeNull();
  });

  it('reads the phrase as its English, and the words of time only beside one', () => {
    expect(readOtherLanguages('no me llames manana, estoy ocupado')).toBe("don't call me tomorrow, estoy ocupado");
    expect(readOtherLanguages('nos vemos manana')).toBe('nos vemos manana');
    expect(readOtherLanguages('abhi from the office called')).toBe('abhi from the office called');
  });

  it('reads only the whole phrase, never a word of it inside another word', () => {
    expect(readOtherLanguages('llamar is to call')).toBe('llamar is to call');
    expect(readOtherLanguages('pa relent')).toBe('pa relent');
  });
});
