/**
 * Folds Latin-script text to plain ASCII letters and digits for email local
 * parts and host labels ("Łukasz Wróbel" → "lukaszwrobel"), because the
 * shared email schema (zod's `z.email()`) accepts only ASCII.
 *
 * Names in other scripts carry their own romanisation in the name banks; this
 * folds only what Unicode decomposition and a short table can reach, and
 * drops everything else.
 */

// Letters that NFD does not split into base letter + combining mark.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
};

const SPECIAL = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NOT_ASCII_ALPHANUMERIC = /[^a-z0-9]/g;

/** Lower-case ASCII letters and digits only; may return an empty string. */
export function asciiFold(text: string): string {
  // Most company names are plain ASCII already; normalising them is the slow part.
  const latin = hasNonAscii(text)
    ? text
        .normalize('NFD')
        .replace(COMBINING_MARKS, '')
        .replace(SPECIAL, (char) => SPECIAL_LETTERS[char] ?? '')
    : text;
  return latin.toLowerCase().replace(NOT_ASCII_ALPHANUMERIC, '');
}

/** True when the text holds any character outside ASCII. */
export function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) return true;
  }
  return false;
}
