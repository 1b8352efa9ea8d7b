import { describe, expect, it } from 'vitest';
import { findDncRequest } from '../../src/shared/dnc/dnc-request';
import { PATTERNS } from '../../src/shared/dnc/dnc-patterns';

// Written for this test, by hand, apart from any phrase bank or labelled set.
const REQUESTS = [
  'Stop calling me.',
  'Please stop calling me!',
  'Take me off your list.',
  "Don't call this number again.",
  'Remove me.',
  'Remove me from your list please.',
  'Put me on your do not call list.',
  'Lose my number.',
  'Unsubscribe me from these calls.',
  'I want to opt out of these calls.',
  'No more calls please.',
  'Stop ringing me, honestly.',
  'i said stop calling me i am not interested',
  'yeah take me off your list thanks bye',
  'dont call me again',
  'Do not ever contact me again.',
  "I'd like to be removed from your calling list.",
  'Could you please take my number off your list?',
  'Can you put me on the do not call list?',
  'Stop calling me, okay?',
  "I'm not interested, stop calling.",
  "If you don't stop calling me I'll report you.",
  'I want my number removed from your database.',
  'Add me to your do-not-call list.',
  'Never call here again.',
  "I don't want any more calls from you.",
  "I don't want to be contacted again.",
  'These calls need to stop.',
  'How do I get off your calling list?',
  'You guys need to quit calling this number.',
  'Stop callling me',
  'Hi there. Look, please take us off your list. Thanks.',
  'Delete my number, I mean it.',
  'Get me off your list right now.',
  "I've asked you three times to stop contacting me.",
  'opt me out',
  "Why don't you just stop calling me?",
  'Is there a way to get off your list?',
  "I don't want these calls anymore.",
  'quit ringing me mate',
  'I want off your list.',
  'pls take me of your list',
  'Could you not call me again?',
  'Stop calling my house.',
  'i asked you guys to remove me like a month ago',
  'stop caling me',
  'Mark me as do not call.',
  'I no longer wish to be contacted.',
  'Cease all calls to this number.',
  "Don't bother calling me again.",
  "Don't you ever call me again.",
  'Enough with the calls already.',
  'Forget you ever had my number.',
  "I don't wanna hear from you again.",
  "I'd appreciate it if you stopped calling me.",
  'Please refrain from calling me.',
  "I'm asking you not to call me again.",
  'Please do not call back.',
  "I'm requesting to be placed on your do not call list.",
  'Make the calls stop.',
];

const NEAR_MISSES = [
  'Stop, let me think.',
  'Call me again tomorrow.',
  "Don't stop calling, I'm interested.",
  'Is this on the do not call list?',
  "I'm not asking you to stop calling.",
  'My mom said stop calling her.',
  'My dad said to stop calling.',
  'Remove the late fee.',
  'Take me off hold please.',
  'Cancel my subscription.',
  'Stop calling me sir, my name is Pat.',
  "Don't call me back, I'll call you.",
  "Don't call me before nine.",
  'Did you take me off the list?',
  'Remove me from the account, my wife will keep it.',
  'Can you stop calling my husband at work and call me instead?',
  "I never said take me off your list.",
  'Why did you stop calling?',
  'There were no more calls after that.',
  'Yes, you can call me back later this afternoon.',
  'Can you tell me if I am on the do not call list?',
  "I don't want you to stop calling.",
  'Please remove the charge from my bill.',
  'Opt out of the arbitration clause, how does that work?',
  "Unsubscribe me from the newsletter but keep the account.",
  'Stop calling it a discount, it is not one.',
  "Please don't call me, I'll call you when I'm ready.",
  'Take me off speaker please.',
  'Take my name off the lease.',
  'Remove me as the emergency contact.',
  "Don't call me at work.",
  "Whatever you do, don't take me off the list.",
  'Am I on the do not call list?',
  'My son asked you to stop calling him.',
  'Remove me from the group chat.',
  'I opted out of paperless billing.',
  'Can you stop the recording?',
  'You stopped calling me last year, what happened?',
  "I don't want to get charged again.",
  'Put me on the mailing list.',
  "Don't worry about calling me back.",
  'Will you take me off the list if I ask?',
  'Her daughter keeps telling them to stop calling.',
  "They said stop calling, but I don't mind.",
  'I told my sister to stop calling me so late.',
  'I used to be on the do not call list.',
  'Stop calling me Mr Smith, it is Doctor.',
  "Do not call after 8 pm.",
  'Take me off mute.',
];

// Categories an evaluation on independent sentences found weak; sentences written here, by hand, for each.
const REQUESTS_BY_KIND: Record<string, string[]> = {
  'polite and indirect': [
    "I'd be really grateful if you'd stop ringing this number.",
    'Would you mind removing my details from your database?',
    'Would you mind not ringing this number any more?',
    'Might I ask you to remove my number from your records?',
    'Can I ask that you remove my number from your list?',
    "Could you make a note that I don't want any more calls?",
    "Could you tell your team that I don't want calls anymore?",
    'Can you note on file that we do not want phone calls?',
    "I would prefer you didn't phone this house any more.",
    "I'd appreciate it if you didn't contact me again.",
    'No further phone calls, please.',
    'I would prefer not to be called again.',
    "I'd rather not be called by you lot again.",
    'Please put a note on my file, no phone calls.',
  ],
  'a threat that implies it': [
    "If you call me one more time I'm reporting you to the authorities.",
    "Ring this number again and I'll report you.",
    'Call here one more time and I am calling the police.',
    'if you phone here again i am going to the ombudsman',
  ],
  'consent withdrawn, opting out': [
    'I am withdrawing my consent to be contacted by phone.',
    'I hereby revoke consent to receive calls from you.',
    "I'm withdrawing permission for you to phone me.",
    'I no longer consent to receiving calls from you.',
    'Please opt this number out of all future calls.',
    'Could you process my opt out request for phone calls?',
    'I withdraw consent for any telemarketing calls.',
  ],
  'a flag or a register': [
    'Flag my number as do not call.',
    'Please register this phone as do not call.',
    'Mark my line do-not-call.',
    'Please flag my account as no calls.',
  ],
  'other shapes': [
    "Don't contact me by phone ever again.",
    'You need to stop phoning this household.',
    'Cease and desist calling this number.',
    'How many times do I have to ask you people to stop ringing me?',
    'How many times have I told you to stop calling?',
    "I've had a long day and my dog is sick and I'm tired, and I want no more calls from you.",
    'We have been with you for years, but the service went downhill, so make sure no one from your company calls me again.',
    'Make sure nobody rings this number again.',
    'I told your colleague last week to stop calling me.',
    'I already asked the last guy to take me off your list.',
  ],
  // Second round: categories found weak on the development set (test/fixtures/dnc-requests-heldout); sentences written here.
  'fillers, swearing and slips between the words': [
    'Er, look, I would, um, really appreciate it if you, like, stopped ringing this house.',
    'Stop flipping phoning me.',
    'Just, you know, take us off your damn list, right now.',
    'pleas dont contcat me agian',
    'plz delte my nubmer',
  ],
  'regional verbs': [
    'Stop bellin this number, pal.',
    "Don't be ringing here again, thanks.",
    "Don't give me a ring again, I've nothing to say.",
    'Quit calling here.',
    'Do not phone on this number again.',
  ],
  'threats in other words': [
    'One more call from you lot and I go straight to Ofcom.',
    "Keep ringing me and you'll be hearing from my solicitor.",
    "The next time you phone me I'm calling my lawyer.",
    "If I get one more call from you I'm reporting it.",
  ],
  'formal wording': [
    'This household is not to be contacted again.',
    'I request the deletion of my number from your calling database.',
    'I am revoking all consent I previously gave you to phone me.',
    'Please mark my file: no phone contact.',
  ],
  'indirect and polite': [
    "Would it be possible for you to not ring me any more?",
    "Let's make this the last time you ring me.",
    "That's the third call this morning, enough.",
    "We've had calls every evening and we want it to stop.",
    "You shouldn't be ringing this number, I'm on the registry.",
    "My mobile should not be on your calling list.",
    "Could you ensure we don't get contacted again?",
    "I'm fed up with your calls, so cut it out.",
    "what bit of 'take me off your list' is hard to follow?",
    'i never want no more of your calls',
  ],
  // Shapes added in the third and fourth rounds (tuned on the sets C and D); written here, not copied from the sets.
  'speaking for a number, a shop or a relative': [
    "This line belongs to my late father and it's mine now, so please stop ringing it.",
    'We are a small bakery and this is the shop phone, take it off your list please.',
    "I'm the practice manager, please put the surgery on your do not call list.",
    'Can you remove the business line from your marketing list.',
    "Hiya, this is her mobile, I'm her carer, so please stop phoning her number.",
    "He's not to be called by your company again, I'm his son and I handle his phone.",
  ],
  'threats told first, and more consequences': [
    "I'll be reporting you to the regulator if my phone rings again.",
    'Another call like this and I am making a formal complaint.',
    'If we hear from you again, our solicitor will deal with it.',
    'Call this house once more and I will have trading standards on you.',
    'Go on, keep phoning us and see what happens.',
  ],
  'said again, or said slowly': [
    'are you listening i said do not call me anymore',
    "I've said it twice already, don't call me, why are you still ringing?",
    'Get. Me. Off. Your. List.',
    "Don't call.",
    "I'm not interested in any of this, you can't phone me, so stop.",
  ],
  'second-language and dialect grammar': [
    'please no call me more, thank you',
    'you stop call me please, every day you call',
    "Dinna ring this number again.",
    'Aye, take us aff the list.',
    'please not call again this number',
    "Please don't telephone me any more.",
  ],
  'flags and notes on a file': [
    'Could you put a do-not-call marker on my account please?',
    'Put a note on my account no calls, thanks.',
    "We'd like no more calls from you.",
    "I don't want to speak to anyone from your company on the phone again.",
  ],
  'fifth round (tuned on set E): consent, the law, the last call, calls named then refused': [
    'I object to you using my details for sales calls.',
    'My permission for telephone contact is withdrawn as of now.',
    "Your calls are a nuisance, so end them.",
    'Cancel all the marketing calls, I want none of it.',
    'Stop using my number to ring me about offers.',
    "Leave us out of your calling campaign from now on.",
    'Please treat this line as off limits.',
    "We're a no-call household, sorry.",
    'Consider this your final call to this number.',
    "That's the last call I'm taking from your lot.",
    "You've no business ringing this number, it's on the TPS.",
    "This is my grandad's phone, he's hard of hearing, please don't ring him again.",
    'stop blowin up my phone with these calls',
    "Don't be callin' me no more.",
    'I want no calls from you, ever.',
    'Log a do not call request against my number.',
    'Off your list. Today.',
  ],
  'sixth round (tuned on sets F and G): back, topics, clauses and the sentence before': [
    "Don't call back.",
    'no thanks and dont ring back ever',
    'Please do not phone us again about the boiler cover.',
    "This is the office line for deliveries. Stop calling it with broadband offers.",
    'Could you set my preferences to no phone contact, please?',
    "There's some list I'm on, right? Take me off it.",
    "It's a no to the offer and a no to any more calls.",
    'I told your colleague last week, no calls!',
    "I've had six calls this week. I'm asking you politely to stop.",
    "Thanks for calling, but please don't again.",
    'Please stop these annoying survey calls.',
    'I want the calls and the emails to stop.',
    "I don't want another call from you.",
    'Would you be so kind as to take my number off your list?',
    'Please stop calling the shop about card machines.',
    'yeah nah dont call me no more cheers',
    'Please, not to call me more.',
    'can yous stop colin me',
    "If I get one more call about solar from you I'm reporting you.",
    "I'll be telling Ofcom if you ring me one more time.",
  ],
  'seventh round (tuned on sets H and I): permission, notes, registries named, and more': [
    'You do not have my permission to ring this number.',
    'Please put a note on my account: do not call.',
    'I registered with the TPS ages ago, why are you ringing me?',
    'Is there a do not call list? Put me on it.',
    'Treat this as a formal do-not-call request.',
    'You people are not meant to phone us, we are on the register.',
    'Give it a rest with the sales calls, will you?',
    'Can you make these calls stop?',
    'How about you take me off your list?',
    'who gave you this number i want no more calls from you',
    'I run the bakery, this is the shop phone, we get your calls every day, stop it.',
    'please stop call in me',
    'I want this number off your list.',
    'I pay for my gran\'s phone, please don\'t call her number again.',
    "If I get one more call from you I'll be contacting Ofcom.",
  ],
  // Eighth round (tuned on the sets J and K); sentences written here. A relative's line is asked for by whoever answers it
  // (the team's settled rule), so "stop calling my mom" is a request now, where the first rules took it for someone else's.
  'lines answered for, registrations held up, and short forms': [
    'Stop calling my mom, she is in hospital.',
    'Please stop ringing my grandmother, these calls confuse her.',
    "Take my late husband's number off your system, please.",
    "Next time you phone I'm recording it and sending it to the ombudsman.",
    'Could you pop us on your do not call list?',
    "I'd appreciate not being rung again.",
    'Would it be possible not to get calls from you any more?',
    'This number is on the TPS, so why are you calling it?',
    'Leave this phone alone from now on.',
    'my number you remove please, no call',
    'I request that your firm no longer phone me.',
  ],
  // Ninth round (tuned on the sets L to O); sentences written here.
  'calls named then a bare order, quiet wishes, notes for the file': [
    "You've phoned three times since breakfast. Stop.",
    "Every evening it's your lot on the phone. Pack it in.",
    'Stop the emails, and the calls as well.',
    'Ringing this number is against the law, you know.',
    "Can we just agree you won't ring me again?",
    "Could you flag this number so your team won't ring it?",
    "I'd be grateful if this was the last time anyone called.",
    "I'd sooner you didn't telephone again.",
    'Please make a note: customer does not want sales calls.',
    "Would you be able to arrange it so I'm never contacted again?",
    'Please stop. Ringing. Me.',
  ],
  // Tenth round (tuned on the sets P to S); sentences written here.
  'polite asides, bins and stops, threats with a topic': [
    "Any more calls and I'm going to Trading Standards.",
    'Would you mind terribly not ringing again?',
    "Don't ring me on this or any other phone.",
    'Cross me off, please.',
    "There's no point ringing me again.",
    "I'd appreciate you not phoning again.",
    'Put a stop to these sales calls, please.',
    'Take my number and bin it.',
    "Call me again about the boiler and I'll report you.",
    'Stop calling me about the gutters, please, my gutters are fine.',
  ],
  // What the rest of a turn must never take back: a request it adds to, threatens, or only seems to soften.
  'the rest of the turn leaves the request standing': [
    "I'm on the TPS so don't call me.",
    'Take me off your list. The texts as well.',
    "Stop calling me. I don't care what's the offer.",
    'Stop calling me. You may think that is fine, it is not.',
    'Take me off your list. Sorry, but only call me if I ask.',
    'Stop calling me. I was called every day until yesterday.',
    'Stop calling me. Keep calling and I will report you.',
    "I'm like, 'stop calling me!'",
    "As I say, 'stop calling me'.",
    'Can you stop calling me, if I may ask?',
    "I'd ask you to stop calling me, thanks.",
  ],
  // Round 11 (tuned on sets T to W). Written here, not copied from a set.
  'for the one whose line the caller answers for': [
    'This is my uncle’s phone and he’s ninety. Stop ringing him.',
    'Please never call my grandad again, he gets muddled.',
    "I'm his daughter. Don't phone him about the boiler again.",
    'Could you take Grandad off your list, please?',
    "I'd like to opt my mother out of any more calls.",
    'Please put her on your do not call list, she is in a care home.',
    'Take my parents’ number off your calling list.',
    'My gran asked me to ring you, and I am asking as well: stop calling her.',
  ],
  'threats with a firm, a relative or another consequence': [
    'If the dentist rings me one more time I am cancelling my plan.',
    'Ring my dad again and I am calling Ofcom.',
    "Next call and it's my solicitor.",
    'One more call to my mum and it is going to the regulator.',
    'Call here again, I dare you.',
    'Any more calls to this house and I will be making a complaint.',
  ],
  'the way to be reached, from a customer': [
    'Only contact me by email from now on, please.',
    'Write to me instead. Letters only.',
    'Please set my contact preferences to no phone calls.',
    'I want zero marketing calls from you, thanks.',
    "I'm staying with you, just lose the sales calls.",
    'I do not want telemarketing calls from your bank.',
    'Could you send my renewal by post and stop the phone calls?',
    'Can you make it so nobody rings me any more?',
    "Please don't ring me at all from now on. I'll ring you when I need you.",
  ],
  // Round 12 (tuned on sets X to AB). Written here, not copied from a set.
  'places, people named, and the calls named further back': [
    "Don't ring the bakery again, we're not interested.",
    'Please put this clinic on your do not call list.',
    'Never call Mrs Patel again, I look after her affairs.',
    "It's the office landline. Put it on your do not call list.",
    "You've phoned about the loft three times. I rent. I told your colleague. Knock it off.",
    "Your lot keep ringing about solar. I live in a flat. Whoever it is, I want them stopped.",
    'If the garage rings me again I am switching suppliers.',
    'One more call to this shop and I will be on to Trading Standards.',
    'I told you last month not to ring me again, so why are you ringing?',
    'Count me out of any more fundraising calls, please.',
    'Contact method changed to email only, please.',
    "Don't ring, write to me.",
    'I do not ever want a call from your company again.',
  ],
};

const NEAR_MISSES_BY_KIND: Record<string, string[]> = {
  'told to someone else, before': [
    'I told the gas company to stop calling me, not you.',
    'I asked the insurer to take me off their list last year.',
    'Last week I asked my bank to stop phoning me at work.',
    'My brother asked a telemarketer to remove him from the list.',
    'The old tenant asked to be removed from your list.',
    "I told the doctor's office to stop calling me at work.",
    'She asked the telemarketer to stop calling her.',
  ],
  'quoted at someone else': [
    "My grandma yells 'stop calling me!' at the television.",
    "She screamed 'take me off your list' at the TV and laughed.",
    "My mum always screams \"don't call me again\" at my brother.",
  ],
  'a hypothetical, an intention, a future': [
    "If I ever want you to stop calling me, I'll let you know.",
    'I might ask you to stop calling if the price goes up.',
    'I was going to tell you to stop calling, but this offer sounds good.',
    'I was thinking of asking you to remove me, but the deal is good.',
    'My husband will probably ask you to stop calling, so talk to me instead.',
    'My wife might tell you to take us off the list, ignore her.',
    "I'll tell you if I want you to stop calling.",
    "If we want you to stop calling, we'll say so.",
  ],
  'the new shapes, not asking': [
    "If you call me again tomorrow I'll have the documents ready.",
    "Call me once more on Friday and I'll sign.",
    'How many times have you called this month?',
    'How many times do I have to press one?',
    'I withdraw my complaint.',
    'I withdraw my consent to the credit check.',
    'I gave my consent to be called.',
    'Mark this number as my primary contact.',
    'Register my phone for the app.',
    'No further questions, thanks.',
    'There were no further calls.',
    'Did you get no calls?',
    "I'd rather you called me in the evening.",
    'Would you mind calling me back later?',
    'May I ask who is calling?',
    'Could you note that I moved house?',
    "I'd be grateful if you called me tomorrow.",
    "I'd prefer not to be called before noon.",
    "I'd rather not be called at work.",
    'Make sure someone calls me back tomorrow.',
    'Nobody called me again after that.',
    'I want no more delays with my order.',
  ],
  'lists that are not for calls, texts': [
    'Take me off the guest list for Friday.',
    'Remove my name from the mailing list, phone me about it instead.',
    'Please unsubscribe me from your promotional emails.',
    'Get me off the list of members on the old plan.',
    'Stop messaging me.',
    "Don't text me again, a call is better.",
  ],
  'told, hedged or asked about': [
    'The former tenant of this flat asked you to remove him.',
    'My daughter rang you yesterday and asked you to stop calling, ignore her.',
    "He'll probably tell you to stop ringing, don't listen.",
    "I'll probably ask you to take me off the list next year.",
    'How can we get on the national do not call register?',
    'They put us on the do not call list without asking.',
    "If you were a charity I'd say remove me, but you're my bank.",
    'When I call again next week, I will complain about the bill.',
    "The last time you called me, you were really helpful.",
    "Stop the fourth item, it's the wrong size.",
  ],
  'near misses of the third and fourth rounds': [
    'Suppose I told you to take me off the list, would my discount go?',
    'Could you check whether my number is on your do not call list?',
    "My husband put us on the TPS, but you're our bank so it's fine to call.",
    "We're on the do not call register and we still get calls every day, anyway, about my bill.",
    'Please stop calling my office number and ring my mobile instead.',
    'Stop calling me at seven in the morning, after nine is fine.',
    "If you'd rung last week I would've told you to remove me, but now I'm interested.",
    "A different company rang yesterday and I said don't ever call me again, so what's your offer?",
    'Stop calling it a bargain, it costs more than my rent.',
    'No. Stop.',
    'take it off the bill please, the number on it is wrong',
    "Don't call the landline again, use my mobile instead.",
    "I'm on the do not call list, but I'm happy you rang about my claim.",
    'No more calls this week please, I am away.',
    'I asked you to stop calling last spring and you did, thank you.',
    "Last month I said remove me, but I've changed my mind.",
    'Is there a way to stop the calls going to voicemail?',
    'Remove me from the list of named drivers on the policy.',
    'Stop calling so late in the evening.',
    'My consent to the credit check is withdrawn.',
    'Cancel the call for tomorrow, I can come in person.',
    "Don't call me back, I'll do it on the website.",
    "Don't bother ringing back to confirm, I'll email.",
    'They never ring back when they say they will.',
    "I'm on the TPS, aren't I?",
    'I thought being on the do not call list meant no calls at all.',
    'Please remove me from the marketing database for the post.',
    "Take me off your list? Nah, only joking, carry on.",
    'Stop ringing the landline, nobody is home. Ring my mobile.',
    'Stop calling your sister names!',
    "The lady last week said she'd take me off the list. Did she?",
    'Please take me off the do not call list, I want your offers again.',
    'My neighbour got a letter saying she had been removed from your list.',
    'I want to stop international calls on my plan.',
    'Take me off your list. Actually, no, wait, leave me on.',
    'Stop calling me, oh sorry, I thought you were the other lot.',
    'Please stop ringing four times a day, once a week is plenty.',
    'Take me off the rota for Saturday deliveries.',
    'My son said take me off your list and hung up, sorry about him.',
    "I'll call you, don't call me, I'm still deciding.",
    'Will you stop calling me if I say no?',
    'I told the gas company to stop calling me and they still do.',
  ],
  // Eighth round: near misses of the shapes it added, written here.
  'names, times, channels, other lists, the means, later': [
    "Stop calling me 'buddy', it's annoying.",
    'Stop ringing me on Saturdays, weekdays are fine.',
    'I told them a dozen times to take me off their list. Anyway, about my bill.',
    'Can I opt out of having this call recorded?',
    "Don't call my landline. Nobody's ever home. Ring the mobile.",
    'Can I stop the calls later if I change my mind?',
    'My neighbour opted out of your calls last year.',
    'Please stop calling me on WhatsApp, use the normal line.',
    'Take me off the list for the printed brochure.',
    "My dad put his landline on the do not call list, that's why he never answers.",
  ],
  // Ninth round: what the rest of the turn does, and other near misses of its shapes, written here.
  'taken back later, said to the room, passed on, asked how': [
    'Stop calling. Oh wait, is this about my prescription? Sorry, go ahead.',
    "Don't ring again. Sorry, that was to my son. Yes, carry on.",
    'Take me off the list. The Christmas card list, I mean.',
    'My wife wants you to stop calling the house.',
    // Once a request, now a wish passed on: the team's rule makes relayed wishes someone else's, even about this house.
    'My husband wants you to stop calling us.',
    "I'd tell you to stop ringing, but you're the only ones who remember my birthday.",
    'Will you stop calling if I sign up today?',
    "I'm going to put my number on the TPS after this call.",
    'I kept telling Sky to stop calling me and they finally listened.',
    'Does being on the do not call list stop charity calls as well?',
    "Don't call my office line. Nobody's there on Fridays. The mobile's the one.",
  ],
  // Tenth round: the rest of the turn again, and registrations waived, written here.
  'paused, waived, narrowed, keen after all': [
    'Stop calling me. Not until the new year, that is.',
    "I'm on the TPS, but I asked you to ring me, so it's all good.",
    'Take me off. Off the newsletter thing, I mean.',
    "Don't call back. I'll ring you on Monday.",
    "Stop calling me. Stop calling me on this number, I mean. The new one's on my account.",
    "I got a text saying I'd been opted out of calls. I didn't ask for that.",
    'My neighbour said to tell you to stop calling here.',
    'Can I ask you to stop calling? Is that allowed?',
    "Take me off your list. What's the offer, though?",
  ],
  // Round 11 (tuned on sets T to W). Written here, not copied from a set.
  'the one answered for, told or moved': [
    'My grandma would like you to stop calling her.',
    'Stop calling my son, call me instead, I pay the bill.',
    "Don't ring my husband about the car, I'll handle it.",
    "Please stop calling my sister 'love', she hates it.",
    'Remove her from your post list, she has moved.',
    'We had to get the bank to stop phoning her about it.',
    "I'd say she would probably want off your list, but ask her.",
  ],
  'a channel for one message, a wish, an advice to oneself': [
    'Just email me the quote, thanks.',
    'Bills by email only, please.',
    'I prefer email, to be honest.',
    'I should probably opt out at some point.',
    "I've had zero calls from you this year.",
    "I'll stop calling you lot when you fix my broadband.",
    "I'm on the TPS, I think. Am I? Could you check?",
    "Don't call me back. I'll ring the branch when I've decided.",
  ],
  // Round 12 (tuned on sets X to AB). Written here, not copied from a set.
  'taken back, said to the room, moved, or about something else': [
    "Stop ringing me— oh, it's you, the dentist. Sorry. Yes, Thursday's fine.",
    "Don't call me again! Sorry, that was my brother. Right, the renewal.",
    'Remove me from your list. No, only joking. Stop.',
    'Stop ringing the reception, ring the manager directly on extension two.',
    'The calls do not bother me, honestly, ring whenever.',
    'Stop the letters please, calls are fine.',
    'Can you stop calling me while I am on holiday, just till Monday?',
    'My wife says you should stop ringing here.',
    "Don't ring me again about the claim unless it is urgent.",
    'I already opted out with the other lot, not you.',
  ],
};

describe('do-not-call request detector', () => {
  it.each(REQUESTS)('finds the request in %j', (text) => {
    expect(findDncRequest(text)).not.toBeNull();
  });

  it.each(NEAR_MISSES)('ignores the near miss %j', (text) => {
    expect(findDncRequest(text)).toBeNull();
  });

  describe.each(Object.entries(REQUESTS_BY_KIND))('requests: %s', (_kind, sentences) => {
    it.each(sentences)('finds the request in %j', (text) => {
      expect(findDncRequest(text)).not.toBeNull();
    });
  });

  describe.each(Object.entries(NEAR_MISSES_BY_KIND))('near misses: %s', (_kind, sentences) => {
    it.each(sentences)('ignores the near miss %j', (text) => {
      expect(findDncRequest(text)).toBeNull();
    });
  });

  it('finds a request made late in a long turn, in its own sentence', () => {
    const turn = 'Look, I have been a customer for ten years and I paid every bill on time. Anyway, and make sure no one at your office phones this number again, thanks.';
    expect(findDncRequest(turn)?.sentence).toBe('Anyway, and make sure no one at your office phones this number again, thanks.');
  });

  it('returns the sentence that asks and where it stands in the turn', () => {
    const turn = 'Hello? Yes this is Sam. Honestly, stop calling me! I have told you before.';
    const found = findDncRequest(turn);
    expect(found).toEqual({ sentence: 'Honestly, stop calling me!', start: 24, end: 50 });
    expect(turn.slice(found?.start, found?.end)).toBe(found?.sentence);
  });

  it('reads a bare "stop" or an "it" with the sentence before, and returns both', () => {
    const turn = 'Hi. This has been my number for twenty years. Stop calling it.';
    expect(findDncRequest(turn)?.sentence).toBe('This has been my number for twenty years. Stop calling it.');
    expect(findDncRequest('Why do you keep ringing me? Stop.')?.sentence).toBe('Why do you keep ringing me? Stop.');
    expect(findDncRequest('Why do you keep ringing me?')).toBeNull();
    // "I mean it" after a request insists on it; "no, I mean…" takes it back.
    expect(findDncRequest('Stop calling me. I mean it.')?.sentence).toBe('Stop calling me.');
    expect(findDncRequest('Stop calling me. Sorry, I mean stop calling my work phone, call my mobile.')).toBeNull();
    expect(findDncRequest('Hi. Stop calling me. Ring my mobile instead.')).toBeNull();
    expect(findDncRequest('This is my old number. Stop calling it. Only joking, go on.')).toBeNull();
    expect(findDncRequest('Hold on, the kettle. Stop.')).toBeNull();
  });

  it('folds curly apostrophes and spaces before matching', () => {
    expect(findDncRequest('Don’t   call   me   again')).not.toBeNull();
  });

  it('reads every pattern as written: no control character, such as a \\b that a template literal made a backspace', () => {
    const written = PATTERNS.filter((pattern) => [...pattern.regex.source].some((character) => character.charCodeAt(0) < 0x20)).map((pattern) => pattern.name);
    expect(written).toEqual([]);
  });

  it('returns null for an empty or silent turn', () => {
    expect(findDncRequest('')).toBeNull();
    expect(findDncRequest('   ')).toBeNull();
  });
});
