import type { Random } from '../support/random';

/**
 * Mobile-style phone numbers in E.164 form (`+` country code, national
 * number, no separators) with lengths each country's plan really uses, so a
 * seeded workspace looks like an international contact list and every number
 * passes the shared `phoneNumber` schema (7 to 15 digits).
 *
 * The numbers are random, not reserved fiction ranges: there is no dialling
 * in the sandbox, and the few fiction ranges (555-01xx) are too small to give
 * 200,000 contacts distinct numbers.
 */

interface NumberPlan {
  /** Country code and leading digits, e.g. `+447`; one is picked per number. */
  readonly prefixes: readonly string[];
  /** How many random digits follow the prefix (at most 9). */
  readonly digits: number;
}

const PLANS = {
  // NANP: area codes from real cities, exchange 2xx–9xx, 4-digit line.
  US: { prefixes: ['+1212', '+1415', '+1312', '+1617', '+1206', '+1305', '+1512', '+1303', '+1404', '+1702', '+1614', '+1919', '+1503', '+1602', '+1612', '+1718', '+1646', '+1213', '+1310', '+1858'], digits: 7 },
  CA: { prefixes: ['+1416', '+1604', '+1514', '+1403', '+1613', '+1902'], digits: 7 },
  GB: { prefixes: ['+4471', '+4474', '+4475', '+4477', '+4478', '+4479'], digits: 8 },
  IE: { prefixes: ['+35383', '+35385', '+35386', '+35387', '+35389'], digits: 7 },
  AU: { prefixes: ['+614'], digits: 8 },
  ES: { prefixes: ['+346', '+347'], digits: 8 },
  MX: { prefixes: ['+5255', '+5233', '+5281'], digits: 8 },
  FR: { prefixes: ['+336', '+337'], digits: 8 },
  DE: { prefixes: ['+49151', '+49152', '+49157', '+49160', '+49162', '+49170', '+49171', '+49176'], digits: 8 },
  AT: { prefixes: ['+43650', '+43660', '+43664', '+43676', '+43699'], digits: 7 },
  CH: { prefixes: ['+4176', '+4177', '+4178', '+4179'], digits: 7 },
  DK: { prefixes: ['+452', '+453', '+454', '+455', '+456'], digits: 7 },
  SE: { prefixes: ['+4670', '+4672', '+4673', '+4676'], digits: 7 },
  NO: { prefixes: ['+474', '+479'], digits: 7 },
  PL: { prefixes: ['+485', '+486', '+487', '+488'], digits: 8 },
  VN: { prefixes: ['+843', '+849'], digits: 8 },
  JP: { prefixes: ['+8170', '+8180', '+8190'], digits: 8 },
  CN: { prefixes: ['+8613', '+8615', '+8617', '+8618', '+8619'], digits: 9 },
  KR: { prefixes: ['+8210'], digits: 8 },
  AE: { prefixes: ['+97150', '+97152', '+97155', '+97156'], digits: 7 },
  EG: { prefixes: ['+2010', '+2011', '+2012', '+2015'], digits: 8 },
  SA: { prefixes: ['+9665'], digits: 8 },
  RU: { prefixes: ['+79'], digits: 9 },
  GR: { prefixes: ['+3069'], digits: 8 },
  IN: { prefixes: ['+916', '+917', '+918', '+919'], digits: 9 },
  BR: { prefixes: ['+55119', '+55219', '+55319', '+55419', '+55519', '+55619'], digits: 8 },
  PT: { prefixes: ['+35191', '+35192', '+35193', '+35196'], digits: 7 },
  NG: { prefixes: ['+234803', '+234805', '+234806', '+234813', '+234703', '+234810'], digits: 7 },
  GH: { prefixes: ['+23324', '+23354', '+23355', '+23320', '+23350'], digits: 7 },
} as const satisfies Record<string, NumberPlan>;

export type PhoneCountry = keyof typeof PLANS;

const DIGIT_LIMITS = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000];

export function fakePhoneNumber(rng: Random, country: PhoneCountry): string {
  const plan: NumberPlan = PLANS[country];
  const limit = DIGIT_LIMITS[plan.digits] as number;
  // NANP exchanges cannot start with 0 or 1.
  const first = country === 'US' || country === 'CA' ? rng.int(2, 9) : rng.int(0, 9);
  const rest = String(rng.int(0, limit / 10 - 1)).padStart(plan.digits - 1, '0');
  return rng.pick(plan.prefixes) + first + rest;
}
