// Long because it is a data table, one entry per industry; only the short lookup at the end (inferIndustry) is code.
/**
 * The kinds of business that run voice agents, and what each one sounds like:
 * the words that give it away in a name or a host, what it sells, what its
 * agents are for, and what callers ask to book. One table, so a company named
 * "Brightwave Dental" gets a dental agent, dental campaigns and callers who
 * ask about cleanings.
 */

export interface Industry {
  readonly key: string;
  /** Lower-case words that reveal the industry in a name or host; `~word` is a weak hint. */
  readonly keywords: readonly string[];
  /** Words that end a company name: "Dental", "Family Dentistry". */
  readonly nameEndings: readonly string[];
  /** What the business sells, one or two sentences; `{company}` is filled in. */
  readonly product: string;
  /** What an agent answering the phone is for. */
  readonly inboundObjective: string;
  /** What an agent placing calls is for. */
  readonly outboundObjective: string;
  /** Things a caller books or asks the price of, with their article: "a cleaning". */
  readonly services: readonly string[];
  /** Plausible price range of one service, in whole currency units. */
  readonly priceRange: readonly [number, number];
  /** Appended to a price: "" | " a month" | " an hour". */
  readonly priceUnit: string;
  /** Themes for outbound campaigns: "Six-month check-up reminders". */
  readonly campaignThemes: readonly string[];
}

export const INDUSTRIES: readonly Industry[] = [
  {
    key: 'dental',
    keywords: ['dental', 'dentist', 'dentistry', 'smile', 'smiles', 'orthodontics', 'teeth', 'dentaire', 'zahnarzt', 'zahnarztpraxis', 'tandlæge', 'sonrisa'],
    nameEndings: ['Dental', 'Dental Care', 'Family Dentistry', 'Smiles', 'Orthodontics'],
    product: '{company} is a family dental practice offering check-ups, cleanings, whitening and emergency appointments.',
    inboundObjective: 'Answer patient calls, book and reschedule dental appointments, and answer questions about treatments and insurance.',
    outboundObjective: 'Call patients who are due for a check-up and book them into an open slot.',
    services: ['a cleaning', 'a check-up', 'teeth whitening', 'an emergency visit', 'a consultation for Invisalign'],
    priceRange: [85, 320],
    priceUnit: '',
    campaignThemes: ['Six-month check-up reminders', 'Lapsed patient reactivation', 'Whitening promotion', 'Unscheduled treatment follow-up'],
  },
  {
    key: 'plumbing',
    keywords: ['plumbing', 'plumber', 'plumbers', 'drain', 'drains', 'pipes', 'rooter', 'sanitar'],
    nameEndings: ['Plumbing', 'Plumbing & Heating', 'Drain Services', 'Plumbers'],
    product: '{company} provides residential plumbing repairs, drain cleaning, water heater installs and 24/7 emergency call-outs.',
    inboundObjective: 'Take service requests, triage emergencies and book a technician visit.',
    outboundObjective: 'Follow up on open quotes and book annual water heater maintenance.',
    services: ['a drain cleaning', 'a water heater service', 'a leak repair visit', 'an emergency call-out'],
    priceRange: [95, 450],
    priceUnit: '',
    campaignThemes: ['Open quote follow-up', 'Annual water heater maintenance', 'Winter pipe check reminders'],
  },
  {
    key: 'hvac',
    keywords: ['hvac', 'heating', 'cooling', '~air', 'furnace', '~climate'],
    nameEndings: ['Heating & Air', 'HVAC', 'Climate Control', 'Heating & Cooling'],
    product: '{company} installs and services furnaces, heat pumps and air conditioning, with maintenance plans for homeowners.',
    inboundObjective: 'Book repair and maintenance visits and explain the maintenance plans.',
    outboundObjective: 'Book seasonal tune-ups for maintenance plan members.',
    services: ['an AC tune-up', 'a furnace inspection', 'a heat pump quote', 'a maintenance plan'],
    priceRange: [89, 299],
    priceUnit: '',
    campaignThemes: ['Spring AC tune-up', 'Fall furnace check', 'Maintenance plan renewals'],
  },
  {
    key: 'realty',
    keywords: ['realty', 'realtor', 'realtors', 'estate', '~homes', '~properties', '~property', 'immobilier', 'immobilien'],
    nameEndings: ['Realty', 'Real Estate', 'Properties', 'Homes'],
    product: '{company} helps families buy and sell homes, with free market valuations and weekend open houses.',
    inboundObjective: 'Qualify buyer and seller leads and book showings and valuations.',
    outboundObjective: 'Call new leads, qualify their budget and timeline, and book a showing or valuation.',
    services: ['a showing', 'a home valuation', 'a buyer consultation', 'an open house visit'],
    priceRange: [0, 0],
    priceUnit: '',
    campaignThemes: ['Open house invitations', 'New listing alerts', 'Seller lead follow-up', 'Expired listing outreach'],
  },
  {
    key: 'insurance',
    keywords: ['insurance', 'insure', 'assurance', '~cover', 'versicherung'],
    nameEndings: ['Insurance', 'Insurance Agency', 'Insurance Group'],
    product: '{company} is an independent agency offering home, auto and life insurance from several carriers.',
    inboundObjective: 'Answer policy questions, take claims details and book a review with an agent.',
    outboundObjective: 'Remind policyholders of upcoming renewals and book a coverage review.',
    services: ['a policy review', 'an auto insurance quote', 'a home insurance quote', 'a life insurance consultation'],
    priceRange: [39, 180],
    priceUnit: ' a month',
    campaignThemes: ['Policy renewal reminders', 'Auto quote follow-up', 'Annual coverage review'],
  },
  {
    key: 'law',
    keywords: ['law', 'legal', 'lawyer', 'lawyers', 'attorney', 'attorneys', 'avocat', 'abogados', 'llp'],
    nameEndings: ['Law', 'Legal', 'Law Group', 'LLP'],
    product: '{company} is a law firm handling family law, estate planning and personal injury cases.',
    inboundObjective: 'Take new client enquiries, collect case details and book a consultation with an attorney.',
    outboundObjective: 'Follow up with prospective clients and book their free consultation.',
    services: ['a consultation', 'a will review', 'an estate planning session'],
    priceRange: [150, 400],
    priceUnit: ' an hour',
    campaignThemes: ['Consultation follow-up', 'Estate planning seminar invitations'],
  },
  {
    key: 'auto',
    keywords: ['auto', 'autos', 'motors', 'garage', '~car', '~cars', 'tires', 'tyres', 'mechanic'],
    nameEndings: ['Auto Repair', 'Motors', 'Auto Care', 'Garage', 'Tire & Auto'],
    product: '{company} is an independent garage for servicing, brakes, tyres and inspections on all makes.',
    inboundObjective: 'Book service appointments and give repair status updates.',
    outboundObjective: 'Remind customers that their service or inspection is due and book a slot.',
    services: ['an oil change', 'a brake inspection', 'a tire rotation', 'a full service'],
    priceRange: [45, 380],
    priceUnit: '',
    campaignThemes: ['Service due reminders', 'Winter tire swap', 'Inspection reminders'],
  },
  {
    key: 'veterinary',
    keywords: ['vet', 'vets', 'veterinary', 'animal', 'pet', 'pets', 'paws'],
    nameEndings: ['Veterinary Clinic', 'Animal Hospital', 'Pet Care', 'Vets'],
    product: '{company} is a veterinary clinic for cats and dogs, offering wellness exams, vaccinations and surgery.',
    inboundObjective: 'Book pet appointments, handle prescription refills and triage urgent cases.',
    outboundObjective: 'Remind owners about vaccinations that are due and book a visit.',
    services: ['a wellness exam', 'a vaccination appointment', 'a dental cleaning for my dog', 'a nail trim'],
    priceRange: [35, 260],
    priceUnit: '',
    campaignThemes: ['Vaccination reminders', 'Annual wellness exam reminders'],
  },
  {
    key: 'salon',
    keywords: ['salon', 'spa', 'beauty', 'hair', 'barber', 'barbers', 'nails', 'lashes', 'peluqueria', 'coiffure'],
    nameEndings: ['Salon', 'Spa', 'Beauty Studio', 'Barbers', 'Hair Studio'],
    product: '{company} offers haircuts, colour, manicures and spa treatments by appointment.',
    inboundObjective: 'Book, move and confirm appointments with the right stylist.',
    outboundObjective: 'Invite past clients back with a seasonal offer and book them in.',
    services: ['a haircut', 'a colour appointment', 'a manicure', 'a massage'],
    priceRange: [30, 180],
    priceUnit: '',
    campaignThemes: ['Come back soon offer', 'Holiday booking reminders'],
  },
  {
    key: 'fitness',
    keywords: ['fitness', 'gym', 'yoga', 'pilates', 'crossfit', '~training'],
    nameEndings: ['Fitness', 'Gym', 'Yoga Studio', 'Pilates', 'Athletic Club'],
    product: '{company} is a fitness studio with classes, personal training and flexible memberships.',
    inboundObjective: 'Answer membership questions and book trial classes.',
    outboundObjective: 'Call trial members and lapsed members about joining or coming back.',
    services: ['a trial class', 'a membership', 'a personal training session'],
    priceRange: [29, 129],
    priceUnit: ' a month',
    campaignThemes: ['Trial member conversion', 'Lapsed member win-back', 'New year membership offer'],
  },
  {
    key: 'solar',
    keywords: ['solar', '~energy', '~power', 'renewables', '~sun'],
    nameEndings: ['Solar', 'Energy', 'Solar Solutions', 'Renewables'],
    product: '{company} designs and installs rooftop solar and home batteries, with financing available.',
    inboundObjective: 'Qualify homeowners and book a free site survey.',
    outboundObjective: 'Call homeowners who requested information and book a free site survey.',
    services: ['a site survey', 'a battery quote', 'a solar panel installation'],
    priceRange: [0, 0],
    priceUnit: '',
    campaignThemes: ['Site survey booking', 'Battery upgrade offer', 'Quote follow-up'],
  },
  {
    key: 'roofing',
    keywords: ['roofing', 'roof', 'roofers', 'exteriors', 'gutters'],
    nameEndings: ['Roofing', 'Exteriors', 'Roofing & Gutters'],
    product: '{company} repairs and replaces roofs and gutters, with free inspections after storms.',
    inboundObjective: 'Book roof inspections and take details of storm damage.',
    outboundObjective: 'Offer free roof inspections to homeowners in storm-affected areas.',
    services: ['a roof inspection', 'a gutter cleaning', 'a repair estimate'],
    priceRange: [150, 900],
    priceUnit: '',
    campaignThemes: ['Storm damage inspections', 'Estimate follow-up'],
  },
  {
    key: 'medical',
    keywords: ['medical', '~clinic', '~clinica', '~klinik', '~health', 'physio', 'physiotherapy', '~therapy', 'doctors', '~praxis'],
    nameEndings: ['Medical Center', 'Clinic', 'Health', 'Physiotherapy'],
    product: '{company} is an outpatient clinic offering primary care, physiotherapy and same-day appointments.',
    inboundObjective: 'Book and reschedule appointments and route urgent questions to the nurse line.',
    outboundObjective: 'Remind patients of annual check-ups and fill cancelled slots.',
    services: ['an annual physical', 'a physiotherapy session', 'a same-day appointment', 'a flu shot'],
    priceRange: [60, 240],
    priceUnit: '',
    campaignThemes: ['Annual physical reminders', 'Flu shot campaign', 'Cancelled slot backfill'],
  },
  {
    key: 'restaurant',
    keywords: ['restaurant', 'bistro', '~kitchen', 'pizza', 'pizzeria', 'cafe', 'grill', 'sushi', 'brasserie', 'trattoria'],
    nameEndings: ['Bistro', 'Kitchen', 'Pizzeria', 'Café', 'Grill'],
    product: '{company} is a neighbourhood restaurant taking table reservations, private events and catering orders.',
    inboundObjective: 'Take table reservations and answer questions about the menu and opening hours.',
    outboundObjective: 'Confirm large reservations and invite regulars to special events.',
    services: ['a table for four', 'the private dining room', 'a catering order'],
    priceRange: [25, 90],
    priceUnit: ' per person',
    campaignThemes: ['Wine dinner invitations', 'Large booking confirmations'],
  },
  {
    key: 'accounting',
    keywords: ['accounting', 'accountants', 'tax', 'taxes', 'bookkeeping', 'cpa', 'payroll'],
    nameEndings: ['Accounting', 'Tax Services', 'Bookkeeping', 'CPA'],
    product: '{company} prepares personal and small-business tax returns and offers monthly bookkeeping.',
    inboundObjective: 'Book tax preparation appointments and collect what documents the client has.',
    outboundObjective: 'Remind last year’s clients to book their tax appointment before the deadline.',
    services: ['a tax return', 'a bookkeeping package', 'a payroll setup'],
    priceRange: [120, 650],
    priceUnit: '',
    campaignThemes: ['Tax season booking', 'Quarterly estimate reminders'],
  },
  {
    key: 'software',
    keywords: ['software', '~labs', '~tech', '~cloud', '~app', '~apps', 'analytics', '~data', '~digital', '~ai', '~io', '~technologies'],
    nameEndings: ['Software', 'Labs', 'Technologies', 'Cloud', 'Analytics'],
    product: '{company} sells a cloud platform for small teams, with a free trial and monthly or annual plans.',
    inboundObjective: 'Answer product and billing questions and book demos with the sales team.',
    outboundObjective: 'Follow up with trial sign-ups, learn their use case and book a demo.',
    services: ['the Pro plan', 'a demo', 'the Team plan', 'an annual subscription'],
    priceRange: [19, 249],
    priceUnit: ' a month',
    campaignThemes: ['Trial sign-up follow-up', 'Webinar attendee follow-up', 'Renewal outreach', 'Churned customer win-back'],
  },
  {
    key: 'cleaning',
    keywords: ['cleaning', 'cleaners', 'maids', 'maid', 'janitorial'],
    nameEndings: ['Cleaning', 'Maids', 'Cleaning Services'],
    product: '{company} provides regular and deep home cleaning, move-out cleans and office cleaning.',
    inboundObjective: 'Quote and book cleanings and manage recurring schedules.',
    outboundObjective: 'Offer past one-off customers a recurring cleaning plan.',
    services: ['a deep clean', 'a move-out clean', 'a weekly cleaning plan'],
    priceRange: [90, 420],
    priceUnit: '',
    campaignThemes: ['Spring cleaning offer', 'Recurring plan upsell'],
  },
  {
    key: 'moving',
    keywords: ['moving', 'movers', 'removals', 'storage', 'relocation'],
    nameEndings: ['Movers', 'Moving & Storage', 'Removals'],
    product: '{company} handles local and long-distance moves, packing and secure storage.',
    inboundObjective: 'Give moving estimates and book move dates.',
    outboundObjective: 'Follow up on moving estimates and confirm dates.',
    services: ['a moving estimate', 'a packing service', 'a storage unit'],
    priceRange: [300, 2400],
    priceUnit: '',
    campaignThemes: ['Estimate follow-up', 'Summer move planning'],
  },
  {
    key: 'mortgage',
    keywords: ['mortgage', 'mortgages', 'loans', 'lending', '~finance', '~capital'],
    nameEndings: ['Mortgage', 'Home Loans', 'Lending', 'Finance'],
    product: '{company} is a mortgage broker comparing home loan and refinance offers from many lenders.',
    inboundObjective: 'Pre-qualify borrowers and book a call with a loan officer.',
    outboundObjective: 'Call past clients about refinancing and book a rate review.',
    services: ['a rate review', 'a pre-approval', 'a refinance consultation'],
    priceRange: [0, 0],
    priceUnit: '',
    campaignThemes: ['Refinance rate review', 'Pre-approval follow-up'],
  },
  {
    key: 'tutoring',
    keywords: ['tutoring', 'tutors', '~learning', 'academy', '~school', 'lessons', 'education'],
    nameEndings: ['Tutoring', 'Learning Center', 'Academy'],
    product: '{company} offers one-to-one tutoring in maths, reading and test preparation for ages 6 to 18.',
    inboundObjective: 'Answer parents’ questions and book a free assessment session.',
    outboundObjective: 'Invite families to book a free assessment before the new term.',
    services: ['an assessment session', 'a maths tutoring package', 'SAT preparation'],
    priceRange: [40, 95],
    priceUnit: ' an hour',
    campaignThemes: ['Back to school assessments', 'Exam prep enrolment'],
  },
];

/** For a business nothing gives away. */
export const GENERIC_INDUSTRY: Industry = {
  key: 'general',
  keywords: [],
  nameEndings: ['Group', 'Services', 'Solutions', '& Co.'],
  product: '{company} is a local business serving customers in the area, by phone, online and in person.',
  inboundObjective: 'Answer questions, take messages and book appointments.',
  outboundObjective: 'Follow up with interested customers and book a call with the team.',
  services: ['a consultation', 'an appointment', 'a quote', 'the standard package'],
  priceRange: [50, 300],
  priceUnit: '',
  campaignThemes: ['Customer follow-up', 'Seasonal offer', 'Lead follow-up'],
};

interface KeywordHit {
  readonly industry: Industry;
  /** A weak word ("clinic", "air") only decides when no strong word is present. */
  readonly strong: boolean;
}

const KEYWORDS = new Map<string, KeywordHit>();
for (const industry of INDUSTRIES) {
  for (const keyword of industry.keywords) {
    const strong = !keyword.startsWith('~');
    KEYWORDS.set(strong ? keyword : keyword.slice(1), { industry, strong });
  }
}

const WORD = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * The industry whose keywords appear in the text as whole words (so "Repair"
 * is not "pair"). A strong word beats a weak one ("Veterinary Clinic" is not
 * a medical clinic); among equals the last wins, since a name ends with what
 * the business does ("Sunshine Dental" is not solar). Generic when nothing
 * matches.
 */
export function inferIndustry(text: string): Industry {
  let found: KeywordHit | undefined;
  for (const match of text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').matchAll(WORD)) {
    const hit = KEYWORDS.get(match[0]);
    if (hit !== undefined && (hit.strong || found === undefined || !found.strong)) found = hit;
  }
  return found?.industry ?? GENERIC_INDUSTRY;
}
