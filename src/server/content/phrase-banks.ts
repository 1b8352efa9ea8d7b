/**
 * What agents and callers say, as plain template strings with `{placeholders}`.
 * Exported so tests elsewhere can search transcripts for phrases known to
 * occur ("how much", "cancel", "remove me from your list", a competitor).
 *
 * Policy: a topic's keywords (TOPIC_KEYWORDS in call-topics.ts) appear only in
 * that topic's lines, never in greetings, small talk or closings, so a search
 * for "cancel" finds cancellation calls and nothing else.
 *
 * Placeholders: {agent} {company} {name} {service} {serviceBare} {price}
 * {slot} {altSlot} {competitor} {perk} {callbackTime} {issue} {product};
 * summaries also use {Caller} / {caller} (the name, or "the caller") and
 * {callerPossessive}.
 */

/** Rival vendors callers bring up; fictional on purpose. */
export const COMPETITORS = ['Globex', 'Initech', 'Umbrella Voice', 'Hooli', 'Vandelay Industries', 'Soylent Systems', 'Cyberdyne Calls', 'Massive Dynamic'] as const;

// --- Openings -------------------------------------------------------------

export const INBOUND_GREETINGS = [
  'Thank you for calling {company}, this is {agent}. How can I help you today?',
  "Hi, you've reached {company}. My name is {agent}, how can I help?",
  'Hello, {company}, {agent} speaking. What can I do for you?',
  'Good day and thanks for calling {company}. This is {agent}, the virtual assistant. How may I help?',
];

export const WEB_GREETINGS = [
  "Hi! I'm {agent}, the virtual assistant for {company}. What brings you here today?",
  "Hello and welcome to {company}. I'm {agent}. How can I help?",
  "Hi there, thanks for clicking to talk. I'm {agent} from {company}. What can I do for you?",
];

/** The person picking up an outbound call. */
export const PICK_UPS = ['Hello?', "Hello, who's this?", 'Yeah, hello?', 'Speaking.', 'Good afternoon.', 'Hi, who is calling?'];

export const OUTBOUND_INTRODUCTIONS_NAMED = [
  'Hi {name}, this is {agent} calling from {company}. Do you have a minute?',
  'Hi, is this {name}? This is {agent} with {company}.',
  "Hello {name}, it's {agent} from {company}. Is now a good time?",
];

export const OUTBOUND_INTRODUCTIONS_ANONYMOUS = [
  'Hi, this is {agent} calling from {company}. Do you have a minute?',
  "Hello, it's {agent} from {company}. Is now a good time?",
];

export const GO_AHEADS = ["Sure, what's this about?", "I've got a minute, go ahead.", 'Yes, go on.', 'Okay, what is it?', 'Sure, I can talk for a bit.'];

// --- Closings -------------------------------------------------------------

export const ANYTHING_ELSE = ['Is there anything else I can help you with today?', 'Anything else I can do for you?', 'Is there anything else you need?'];

export const CALLER_FAREWELLS = ["No, that's everything. Thanks!", "That's all, thank you.", 'Nope, thanks. Bye!', "No, you've been very helpful. Thank you.", "That's it. Have a good one."];

/** Occasional goodbyes in the caller's own language. */
export const NON_ASCII_FAREWELLS = [
  'Merci beaucoup, au revoir !',
  'Danke schön, tschüss!',
  '¡Muchas gracias, adiós!',
  'Obrigado, tchau!',
  'Tack så mycket, hej då!',
  'Спасибо, до свидания!',
  'ありがとうございました。',
  'Dziękuję, do widzenia!',
  'Cảm ơn, tạm biệt!',
  'Teşekkürler, görüşürüz!',
];

export const AGENT_GOODBYES_INBOUND = ['Thanks for calling {company}. Have a great day!', 'You’re welcome. Take care, and have a lovely day!', 'My pleasure. Goodbye!'];

export const AGENT_GOODBYES_OUTBOUND = ['Thanks for your time. Have a great day!', 'Thanks so much, {name}. Take care!', 'Great talking with you. Bye for now!'];

// --- Small talk: caller question, agent answer ----------------------------

/** Side questions that lengthen a call; they carry no topic keyword. */
export const SMALL_TALK: readonly (readonly [string, string])[] = [
  ['What are your opening hours?', "We're open Monday to Friday, 8 am to 6 pm, and Saturday mornings."],
  ['Is there parking nearby?', "Yes, there's free parking right behind the building."],
  ['Where exactly are you located?', "We're on Main Street, right next to the library."],
  ['Do I need to bring anything?', 'Just a photo ID and any paperwork you already have.'],
  ['Can I pay by card?', 'Yes, we take all major cards, Apple Pay and Google Pay.'],
  ['Sorry, can you hold on one second?', 'Of course, take your time.'],
  ['Will I get a reminder?', "Yes, we'll send you a text the day before."],
  ['Are you open on weekends?', "On Saturdays we're open until 1 pm. We're closed on Sundays."],
  ['Can my partner come along?', "Absolutely, they're welcome."],
  ['Does anyone there speak Spanish?', 'Yes, two of our team members speak Spanish. ¡Con mucho gusto!'],
  ['How long does it usually take?', 'Usually about 45 minutes, sometimes a little less.'],
  ["Sorry, you're breaking up a little.", 'Apologies. Can you hear me better now?'],
  ['Is this an automated assistant?', "Yes, I'm an AI assistant for {company}, but I can connect you with a person anytime."],
  ['Can you text me the address?', "Sure, I'll text it to the number you're calling from."],
  ['Do you have wheelchair access?', 'Yes, there is step-free access at the side entrance.'],
];

// --- Appointments ---------------------------------------------------------

export const APPOINTMENT_REQUESTS = [
  "Hi, I'd like to book {service}.",
  'I need to schedule an appointment for {service}.',
  'Can I make an appointment for {service} sometime this week?',
  "I'm calling to book {service}, if you have anything soon.",
];

export const APPOINTMENT_OFFERS = ['Of course. I have {slot} or {altSlot}. Which works better for you?', 'Sure, let me check availability. I can do {slot}, or {altSlot}. Would either work?'];

export const APPOINTMENT_OUTBOUND_PITCHES = [
  "I'm calling because you're due for {service}. We have openings {slot} or {altSlot}. Would either work to book you in?",
  "We noticed it's been a while since your last visit. Would you like to book {service}? I have {slot} available.",
];

export const SLOT_ACCEPTANCES = ["Let's do {slot}.", '{slot} works for me.', 'The first one, please.', "Perfect, I'll take {slot}."];

export const DETAILS_REQUESTS = ["Great. Can I get your full name and the best number to reach you?", 'Lovely. Could you confirm your name and phone number for the booking?'];

export const DETAILS_ANSWERS = ["It's {name}, and this number is fine.", 'Sure, {name}. You can use the number I’m calling from.', 'Yes, {name}, same number as always.'];

export const BOOKING_CONFIRMATIONS = [
  "You're booked for {service} on {slot}. You'll get a text confirmation shortly.",
  'All done. Your appointment for {service} is {slot}, and a reminder will be sent the day before.',
];

export const NO_SUITABLE_SLOT = ["Hmm, none of those work. I'm away most of the week.", "That's tricky, I work during those hours."];

export const WAITLIST_OFFERS = ["No problem. I'll put you on the waitlist and text you as soon as an earlier appointment opens up."];

// --- Pricing --------------------------------------------------------------

export const PRICE_QUESTIONS = [
  'How much is {service}?',
  "What's the price for {service}?",
  'Can you tell me how much {service} costs?',
  'I wanted to check the price of {service} before I commit.',
  'How much do you charge for {service}?',
];

export const PRICE_ANSWERS = [
  'Our price for {service} is {price}.',
  "It's {price} for {service}, and that includes a follow-up.",
  'The price for {service} starts at {price}, depending on what you need.',
];

export const FREE_PRICE_ANSWERS = ["There's no charge for {service}. It's completely free, with no obligation."];

export const PRICE_FOLLOW_UPS: readonly (readonly [string, string])[] = [
  ['Is there any discount for new customers?', 'Yes, first-time customers get 10% off this month.'],
  ['Does that include everything?', 'It covers the standard service. Anything extra is discussed with you first.'],
  ['Do you offer payment plans?', 'We do. You can split it into three monthly payments at no extra cost.'],
];

export const PRICE_ACCEPTANCES = ["That's reasonable. Can I book it then?", 'Okay, that sounds fair. Let’s go ahead and book.'];

export const PRICE_HESITATIONS = ["Okay, let me think about the price and I'll get back to you.", 'Thanks. I need to talk it over at home first.'];

export const PRICE_OBJECTIONS = ["Wow, that's a lot more than I expected. That's too expensive for me.", "Honestly that price is way over my budget."];

// --- Cancellations --------------------------------------------------------

export const CANCELLATION_REQUESTS = ['I need to cancel my {serviceBare} on {slot}.', "I'd like to cancel my {serviceBare}, please.", 'Hi, I have to cancel my booking for {service}.'];

export const CANCELLATION_REASON_QUESTIONS = ["I'm sorry to hear that. May I ask why you'd like to cancel?", 'I can help with that. Is there a reason you need to cancel?'];

export const CANCELLATION_REASONS_CALM = ["Money's a bit tight at the moment.", "I'm moving out of the area next month.", 'Something came up at work.'];

export const CANCELLATION_REASONS_UNHAPPY = ["Honestly, the last visit wasn't great and I don't want to come back.", 'I was kept waiting far too long last time.'];

export const RESCHEDULE_OFFERS = ['Would you like to reschedule instead? I have {altSlot}.', 'Rather than cancel, could {altSlot} work for you?'];

export const RESCHEDULE_ACCEPTANCES = ["Actually, yes, let's move it to {altSlot}.", 'Oh, that would work. Please move it.'];

export const CANCELLATION_INSISTS = ['No, please just cancel it.', "No thanks, I'd like to cancel."];

export const CANCELLATION_CONFIRMATIONS = ["Done. Your {serviceBare} is cancelled and you'll get a confirmation email.", "I've cancelled it for you. Sorry to see you go."];

// --- Complaints -----------------------------------------------------------

export const COMPLAINT_OPENERS = ['I want to make a complaint about {issue}.', "I'm calling because I'm really disappointed with {issue}.", "I'm not happy at all with {issue}."];

// Worded to fit both the caller's line and the summary ("complained about …").
export const COMPLAINT_ISSUES = ['the last bill', 'the visit on Monday', 'being kept on hold for forty minutes', 'an unauthorised charge', 'how a recent booking was handled'];

export const COMPLAINT_DETAILS = ['I was charged twice for the same visit.', 'Nobody showed up, and nobody let me know.', 'I waited over an hour past my appointment time.', 'The person I spoke to was quite rude.'];

export const EMPATHY_LINES = ["I'm really sorry about that. Can you tell me what happened?", "I apologise, that's not the experience we want for you. What happened?"];

export const ESCALATIONS = ["That shouldn't have happened. I'm escalating this to the manager, and someone will contact you within 24 hours.", "I've logged this with the manager as urgent. You'll hear from them by tomorrow."];

export const COMPLAINT_STILL_UNHAPPY = ["Fine. But I expect this sorted this time.", "I've heard that before. We'll see."];

export const COMPLAINT_REMEDIES = ["I've refunded the duplicate charge, and you'll see it in three to five days.", "I've added a credit to your account for the trouble."];

export const COMPLAINT_SOFTENED = ['Okay, thank you, that helps.', 'Alright, I appreciate you fixing it.'];

// --- Competitors ----------------------------------------------------------

export const COMPETITOR_MENTIONS_INBOUND = ["I'm currently with {competitor}. Why should I switch?", '{competitor} quoted me less for the same thing.', 'How are you different from {competitor}?'];

export const COMPETITOR_MENTIONS_OUTBOUND = ['We already use {competitor} for that.', 'I just signed up with {competitor} last month.', "We've been with {competitor} for years."];

export const COMPETITOR_PERKS = ['same-day appointments', '24/7 support', 'no long-term contract', 'a satisfaction guarantee', 'weekend hours'];

export const COMPETITOR_REBUTTALS = ["That's a fair question. Unlike {competitor}, we include {perk} at no extra cost.", 'Many of our customers switched from {competitor} because of our {perk}.'];

export const COMPETITOR_WON = ["Huh, that's good to know. Let's set something up.", "Okay, I'm interested. Send me the details and I'll have a look."];

export const COMPETITOR_STAYS = ["I'll stick with {competitor} for now, but thanks.", "Good to know. I'll keep you in mind when our contract with {competitor} is up."];

export const COMPETITOR_ANNOYED = ["I've heard that pitch before, and {competitor} is fine. I'm done here."];

// --- Callbacks ------------------------------------------------------------

export const CALLBACK_TIMES = ['tomorrow morning', 'after 5 pm', 'on Monday', 'later this afternoon', 'next week', 'after lunch'];

export const CALLBACK_REQUESTS_OUTBOUND = ["I'm driving right now. Can you call me back {callbackTime}?", "This isn't a good time. Could you call back {callbackTime}?"];

export const CALLBACK_REQUESTS_INBOUND = ['I need to speak to someone in billing. Can they call me back {callbackTime}?', "Could the manager call me back {callbackTime}? It's about my account."];

export const CALLBACK_CONFIRMATIONS = ["Of course. I'll call you back {callbackTime}. Talk soon!", "No problem, I've scheduled a call back {callbackTime}."];

// --- Wrong numbers --------------------------------------------------------

export const WRONG_NUMBER_OUTBOUND = ["Sorry, there's no {name} here. I think you have the wrong number.", "{name}? No, I think you've got the wrong number."];

export const WRONG_NUMBER_OUTBOUND_ANONYMOUS = ["I think you've got the wrong number, mate.", "Sorry, I don't know any {company}. Wrong number."];

export const WRONG_NUMBER_INBOUND_QUESTIONS = ['Hi, is this the pharmacy on Elm Street?', 'Is this the school office?', 'Hello, is this Rosa’s Pizzeria?'];

export const WRONG_NUMBER_INBOUND_REPLIES = ['Oh, sorry, wrong number!', 'Oops, I must have the wrong number. Sorry about that.'];

export const WRONG_NUMBER_AGENT_APOLOGIES = ["My apologies for the trouble. I'll update our records. Have a good day.", 'Sorry to bother you. Have a good day.'];

export const NOT_US_REPLIES = ['No, this is {company}. You may have dialled the wrong line.'];

// --- Do-not-call requests -------------------------------------------------

export const DO_NOT_CALL_REQUESTS = [
  "Please remove me from your list. I don't want these calls.",
  "I've asked before: please remove me from your list.",
  "How did you get this number? Please remove me from your list and don't call again.",
  'Not now, not ever. Please remove me from your list.',
];

export const DO_NOT_CALL_CONFIRMATIONS = [
  "I'm sorry for the inconvenience. I've added your number to our do-not-call list, and you won't hear from us again.",
  "Understood. I've taken you off our calling list. Have a good day.",
];

export const DO_NOT_CALL_LAST_WORDS = ['Good.', 'Thank you.', 'You better.'];

// --- Not interested -------------------------------------------------------

export const NOT_INTERESTED = ["Thanks, but I'm not interested.", "We're all set for now, thanks.", "I'm not interested at the moment."];

export const CHECK_IN_LATER = ['No problem at all. Would it be alright if we checked in again in a few months?'];

export const CHECK_IN_ALLOWED = ["Sure, that's fine."];

export const CHECK_IN_REFUSED = ["No, I'd rather you didn't."];

// --- General questions and leads ------------------------------------------

export const GENERAL_QUESTION_OPENERS = ['Hi, I just have a couple of quick questions.', "Hello, I'm new to the area and wanted to ask a few things.", 'Hi, quick question about {company}.'];

export const GENERAL_QUESTION_THANKS = ["Great, that's all I needed to know.", 'Perfect, thanks for the help.'];

export const LEAD_PITCHES = ['I’m following up on your request for information about {service} on our website.', "We're offering {service} at a special rate this month, and I thought of you."];

export const PRODUCT_CONTEXT = ['Just to give you some context: {product}'];

export const LEAD_CURIOUS = ['Oh yes, I did fill that in. Tell me more.', "Okay, I'm listening."];

export const LEAD_DETAILS = ['It only takes about ten minutes to get started, and there is no obligation.', 'Most people are set up within a week, and our team handles everything.'];

export const LEAD_BOOKS = ["That sounds great. Let's set up a time. Is {slot} free?"];

export const LEAD_EMAIL = ['Can you email me the details instead?', 'Send me something in writing and I’ll read it tonight.'];

export const EMAIL_CONFIRMATIONS = ["Absolutely, I'll send that over today."];

// --- Voicemail ------------------------------------------------------------

export const VOICEMAIL_MESSAGES_NAMED = [
  "Hi {name}, this is {agent} from {company}. I'm calling about {service}. Please give us a ring when you get a chance. Thanks!",
  "Hello {name}, it's {agent} with {company}. Just a quick message about {service}; we'll try you again soon. Have a good day.",
];

export const VOICEMAIL_MESSAGES_ANONYMOUS = [
  "Hi, this is {agent} from {company}, calling about {service}. Please give us a ring when you get a chance. Thanks!",
  "Hello, this is {agent} with {company}. We'll try you again soon. Have a good day.",
];
