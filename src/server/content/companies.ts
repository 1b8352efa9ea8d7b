import { asciiFold } from '../support/ascii-fold';
import { GENERIC_INDUSTRY, INDUSTRIES, inferIndustry, type Industry } from './industries';
import { ALL_LAST_NAMES } from './name-banks';
import { weightedTable, type Random } from '../support/random';
import { assertNever } from '../../shared/assert-never';

/**
 * Company names that sound like the small businesses that use voice agents:
 * "Oakfield Dental", "Müller Plumbing & Heating LLC", "Hughes & Patel LLP",
 * and a few written in their own language ("Café Lumière"), each with the
 * industry it belongs to so agents and calls can stay in character.
 */

export interface FakeCompany {
  readonly name: string;
  readonly industry: Industry;
}

const ROOTS = [
  'Bright', 'North', 'Blue', 'Silver', 'Oak', 'Pine', 'Summit', 'Harbor', 'River', 'Cedar', 'Golden', 'Evergreen', 'Iron',
  'Clear', 'Maple', 'Willow', 'Crescent', 'Prairie', 'Coastal', 'Metro', 'Pinnacle', 'Sunrise', 'Highland', 'Keystone',
  'Liberty', 'Heritage', 'Stone', 'Granite', 'Aspen', 'Juniper', 'Redwood', 'Bay',
];
const ROOT_ENDINGS = ['wave', 'stone', 'field', 'brook', 'light', 'point', 'view', 'bridge', 'gate', 'wood', 'crest', 'side'];
const PLACES = ['Riverside', 'Lakeside', 'Downtown', 'Westside', 'Eastgate', 'Hillcrest', 'Parkview', 'Old Town', 'Bayview', 'Uptown', 'Midtown'];
const LEGAL_SUFFIXES = [' LLC', ' Inc.', ' Ltd', ' Co.'];
const PARTNER_SUFFIXES = [' LLP', ' Partners', ' Associates'];

// Written in the business's own language; their industry is read from the name.
const LOCAL_NAMES = [
  'Café Lumière', 'Boulangerie Dupré', 'Brasserie Léon', 'Cabinet Dentaire Bénard', 'Zahnarztpraxis Böhm',
  'Müller & Söhne Sanitär', 'Immobilien Krüger', 'Clínica Dental Sonrisa', 'Peluquería Núñez', 'Abogados Ibáñez',
  'Trattoria Nicolò', 'Østerbro Tandlæge', 'Sjöberg Bygg', 'Jabłoński Auto Serwis', 'Salon Zoë', 'Ångström Solar',
].map((name) => ({ name, industry: inferIndustry(name) }));

// Businesses nothing names after a kind: "Acme Group".
const pickIndustry = weightedTable<Industry>([...INDUSTRIES.map((industry) => [industry, 1] as const), [GENERIC_INDUSTRY, 2]]);

type Style = 'surname' | 'compound' | 'place' | 'partners' | 'local';
const pickStyle = weightedTable<Style>([
  ['surname', 30],
  ['compound', 35],
  ['place', 15],
  ['partners', 12],
  ['local', 8],
]);

export function fakeCompanyName(rng: Random): string {
  return fakeCompany(rng).name;
}

export function fakeCompany(rng: Random): FakeCompany {
  const style = pickStyle(rng);
  if (style === 'local') return rng.pick(LOCAL_NAMES);
  const industry = pickIndustry(rng);
  const ending = rng.pick(industry.nameEndings);
  let name: string;
  switch (style) {
    case 'surname':
      name = `${rng.pick(ALL_LAST_NAMES).text} ${ending}`;
      break;
    case 'compound':
      name = `${rng.pick(ROOTS)}${rng.chance(0.6) ? rng.pick(ROOT_ENDINGS) : ''} ${ending}`;
      break;
    case 'place':
      name = `${rng.pick(PLACES)} ${ending}`;
      break;
    case 'partners': {
      const partners = `${rng.pick(ALL_LAST_NAMES).text} & ${rng.pick(ALL_LAST_NAMES).text}`;
      // Firms of partners are mostly law and accounting; the rest keep their trade in the name.
      return industry.key === 'law' || industry.key === 'accounting' || industry === GENERIC_INDUSTRY
        ? { name: partners + rng.pick(PARTNER_SUFFIXES), industry }
        : { name: `${partners} ${ending.split(' & ')[0]}`, industry };
    }
    default:
      return assertNever(style, 'company style');
  }
  // "Acme Group Inc." and "Hughes LLP Ltd" read wrong; only plain endings take a legal form.
  if (rng.chance(0.2) && !/&|Group|LLP|Agency/.test(ending)) name += rng.pick(LEGAL_SUFFIXES);
  return { name, industry };
}

const LEGAL_WORDS = /\s+(LLC|LLP|Inc\.|Ltd|Co\.|GmbH|& Associates|Partners)$/;

/** A plausible web domain for a company: "Oakfield Dental LLC" → "oakfielddental.com". */
export function companyDomain(companyName: string): string {
  const label = asciiFold(companyName.replace(LEGAL_WORDS, '')).slice(0, 40);
  return `${label === '' ? 'company' : label}.com`;
}
