import type { CallDirection } from './call-topics';
import { inferIndustry, type Industry } from './industries';
import { CALLBACK_TIMES, COMPETITORS, COMPETITOR_PERKS, COMPLAINT_ISSUES } from './phrase-banks';
import { createRandom, type Random } from '../support/random';
import type { TemplateVars } from '../support/template';

/**
 * The particulars of one call that the phrase banks fill in: who is talking,
 * what is booked, for when and at what price. Drawn once per call so every
 * line of a transcript and its summary mention the same slot and price.
 */

export interface CallParticipants {
  readonly direction: CallDirection;
  readonly agentName: string;
  readonly companyName: string;
  /** The contact's first name; absent for an unknown caller. */
  readonly contactFirstName?: string | null;
  readonly productDescription?: string | null;
}

interface CompanyProfile {
  readonly industry: Industry;
  readonly currency: string;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TIMES = ['9:00 am', '9:30 am', '10:15 am', '11:00 am', '11:45 am', '1:30 pm', '2:00 pm', '3:15 pm', '4:30 pm', '5:00 pm'];

/** Names unknown callers give when asked, since they are not in the contacts. */
const UNKNOWN_CALLER_NAMES = ['Dan', 'Maria', 'Chris', 'Priya', 'Tom', 'Aisha', 'Jürgen', 'Zoë', 'Kenji', 'Sofía', 'Sam', 'Łucja'];

// A company keeps one industry and one currency across all its calls. The
// simulator calls with a handful of companies; the bound only guards memory.
const profiles = new Map<string, CompanyProfile>();
const PROFILE_CACHE_LIMIT = 10_000;

function companyProfile(companyName: string, productDescription: string): CompanyProfile {
  const key = `${companyName}\u001f${productDescription}`;
  let profile = profiles.get(key);
  if (profile === undefined) {
    if (profiles.size >= PROFILE_CACHE_LIMIT) profiles.clear();
    const currencyRng = createRandom(`currency:${companyName}`);
    profile = {
      industry: inferIndustry(`${productDescription} ${companyName}`),
      currency: currencyRng.weighted([
        ['$', 80],
        ['€', 12],
        ['£', 8],
      ]),
    };
    profiles.set(key, profile);
  }
  return profile;
}

// Read out only when it fits in one breath.
const SPEAKABLE_PRODUCT_LENGTH = 160;

export interface CallVars {
  readonly vars: TemplateVars;
  readonly known: boolean;
  readonly productSpeakable: boolean;
}

export function drawCallVars(rng: Random, call: CallParticipants): CallVars {
  const product = call.productDescription?.trim() ?? '';
  const { industry, currency } = companyProfile(call.companyName, product);
  const known = typeof call.contactFirstName === 'string' && call.contactFirstName.trim() !== '';
  const name = known ? (call.contactFirstName as string).trim() : rng.pick(UNKNOWN_CALLER_NAMES);
  const stranger = call.direction === 'outbound' ? 'the contact' : 'the caller';
  const service = rng.pick(industry.services);
  const [slotDay, altDay] = rng.sample(WEEKDAYS, 2) as [string, string];

  const vars: Record<string, string> = {
    agent: call.agentName,
    company: call.companyName,
    name,
    Caller: known ? name : capitalise(stranger),
    caller: known ? name : stranger,
    service,
    serviceBare: service.replace(/^(a|an|the) /, ''),
    price: formatPrice(rng, industry, currency),
    slot: `${slotDay} at ${rng.pick(TIMES)}`,
    altSlot: `${altDay} at ${rng.pick(TIMES)}`,
    competitor: rng.pick(COMPETITORS),
    perk: rng.pick(COMPETITOR_PERKS),
    callbackTime: rng.pick(CALLBACK_TIMES),
    issue: rng.pick(COMPLAINT_ISSUES),
    product: product === '' ? industry.product.replace('{company}', call.companyName) : product,
    callerPossessive: known ? `${name}'s` : `${stranger}'s`,
  };
  return { vars, known, productSpeakable: (vars.product as string).length <= SPEAKABLE_PRODUCT_LENGTH };
}

/** "$120", "€45 a month"; empty for what the business gives away. */
function formatPrice(rng: Random, industry: Industry, currency: string): string {
  const [low, high] = industry.priceRange;
  if (high === 0) return '';
  const amount = Math.max(5, Math.round(rng.int(low, high) / 5) * 5);
  return `${currency}${amount}${industry.priceUnit}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
