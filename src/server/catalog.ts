/**
 * What the sandbox supports where the spec only names the errors
 * (`invalid_language`, `invalid_voice`) and not the lists behind them. The
 * lists are ours; a code is matched without regard to case and stored in the
 * canonical spelling given here.
 */
export const SUPPORTED_LANGUAGES = [
  'en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IN',
  'es-ES', 'es-MX', 'fr-FR', 'fr-CA', 'de-DE',
  'it-IT', 'pt-BR', 'pt-PT', 'nl-NL', 'pl-PL',
  'sv-SE', 'da-DK', 'nb-NO', 'fi-FI', 'ja-JP',
] as const;

/** Voice IDs the sandbox recognises. */
export const SUPPORTED_VOICES = [
  'ava', 'andrew', 'emma', 'brian', 'sofia', 'mateo', 'camille', 'louis',
  'lena', 'jonas', 'giulia', 'marco', 'ana', 'lucas', 'freya', 'noah',
] as const;

export const DEFAULT_LANGUAGE = 'en-US';
export const DEFAULT_VOICE = 'ava';
/** The only value the spec shows. */
export const VOICE_PROVIDER = 'cloud';

const languagesByLowerCase = new Map<string, string>(SUPPORTED_LANGUAGES.map((code) => [code.toLowerCase(), code]));
const voicesByLowerCase = new Map<string, string>(SUPPORTED_VOICES.map((voice) => [voice.toLowerCase(), voice]));

export function canonicalLanguage(code: string): string | undefined {
  return languagesByLowerCase.get(code.toLowerCase());
}

export function canonicalVoice(voice: string): string | undefined {
  return voicesByLowerCase.get(voice.toLowerCase());
}
