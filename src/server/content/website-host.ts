import { INDUSTRIES } from './industries';
import { domainToUnicode } from 'node:url';

/**
 * Reads a business out of a website host without fetching anything:
 * `www.acme-dental.co.uk` → "Acme Dental", `brightsmiledental.com` →
 * "Bright Smile Dental", `xn--caf-lumire-66ag.fr` → "Café Lumière". The
 * sandbox builds agents "from the website" this way (issue 3: no network).
 */

export interface WebsiteHost {
  /** The registrable name's words, title-cased: ["Acme", "Dental"]. */
  readonly words: readonly string[];
  /** The last label, lower-case: "uk", "fr", "com". */
  readonly topLevelDomain: string;
}

// Second-level labels under a country code that are not the business's name.
const SECOND_LEVEL_LABELS = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc', 'gob', 'nom', 'or', 'ne', 'asn', 'id']);

// Inside a name these stay small: "Smith & Jones Law", "House of Pies".
const SMALL_WORDS = new Map([
  ['and', '&'],
  ['of', 'of'],
  ['the', 'the'],
  ['at', 'at'],
]);

const ACRONYMS = new Set(['hvac', 'cpa', 'llc', 'llp', 'usa', 'uk', 'bbq', 'ai', 'io', 'it', 'nyc', 'diy', 'pc', 'tv', 'rv']);

// Words a run-together host label is split at ("acmedental" → "acme dental").
// Three-letter words split only after a longer stem, so "repair" stays whole.
const SPLIT_WORDS: readonly string[] = [
  ...new Set([
    ...INDUSTRIES.flatMap((industry) => industry.keywords.map((keyword) => keyword.replace('~', ''))),
    ...INDUSTRIES.flatMap((industry) => industry.nameEndings.flatMap((ending) => ending.toLowerCase().split(/[^a-z]+/))),
    'smile', 'care', 'group', 'solutions', 'services', 'studio', 'center', 'centre', 'shop', 'store', 'house', 'works',
    'pros', 'family', 'city', 'express', 'partners', 'associates', 'company', 'clinic', 'dentistry', 'repair',
  ]),
]
  .filter((word) => word.length >= 3 && /^[a-z]+$/.test(word))
  .sort((a, b) => b.length - a.length);

export function parseWebsiteHost(input: string): WebsiteHost {
  const labels = hostOf(input).split('.').filter((label) => label !== '');
  const topLevelDomain = labels.at(-1) ?? '';
  if (labels.length === 0 || labels.every((label) => /^\d+$/.test(label))) return { words: [], topLevelDomain: '' };

  let suffixLength = labels.length > 1 ? 1 : 0;
  if (labels.length >= 3 && topLevelDomain.length === 2 && SECOND_LEVEL_LABELS.has(labels.at(-2) as string)) suffixLength = 2;
  let name = labels[labels.length - suffixLength - 1] ?? labels[0] ?? '';
  // A broken Punycode label decodes to '' and stays as it was written.
  if (name.startsWith('xn--')) name = domainToUnicode(name) || name;

  const words = name
    .split(/[-_]+/)
    .filter((word) => word !== '')
    .flatMap(splitRunTogether)
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? (SMALL_WORDS.get(word) as string) : titleCase(word)));
  return { words, topLevelDomain };
}

/** Accepts a bare host, a host with a port or path, or a whole URL. */
function hostOf(input: string): string {
  let host = input.trim().toLowerCase();
  if (host.includes('://')) {
    try {
      host = new URL(host).hostname;
    } catch {
      host = host.slice(host.indexOf('://') + 3);
    }
  }
  host = host.split(/[/?#]/)[0] ?? '';
  host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  return host.startsWith('www.') ? host.slice(4) : host;
}

function splitRunTogether(word: string): string[] {
  if (SPLIT_WORDS.includes(word)) return [word];
  for (const ending of SPLIT_WORDS) {
    const stemMinimum = ending.length === 3 ? 4 : 3;
    if (word.endsWith(ending) && word.length - ending.length >= stemMinimum) {
      return [...splitRunTogether(word.slice(0, -ending.length)), ending];
    }
  }
  return [word];
}

function titleCase(word: string): string {
  if (ACRONYMS.has(word)) return word.toUpperCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}
