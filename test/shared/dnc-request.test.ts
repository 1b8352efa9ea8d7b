import { describe, expect, it } from 'vitest';
import { findDncRequest } from '../../src/shared/dnc/dnc-request';

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
  'My husband wants you to stop calling us.',
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
  'Stop messaging me.',
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
  'Stop calling my mom, she is in hospital.',
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

describe('do-not-call request detector', () => {
  it.each(REQUESTS)('finds the request in %j', (text) => {
    expect(findDncRequest(text)).not.toBeNull();
  });

  it.each(NEAR_MISSES)('ignores the near miss %j', (text) => {
    expect(findDncRequest(text)).toBeNull();
  });

  it('returns the sentence that asks and where it stands in the turn', () => {
    const turn = 'Hello? Yes this is Sam. Honestly, stop calling me! I have told you before.';
    const found = findDncRequest(turn);
    expect(found).toEqual({ sentence: 'Honestly, stop calling me!', start: 24, end: 50 });
    expect(turn.slice(found?.start, found?.end)).toBe(found?.sentence);
  });

  it('folds curly apostrophes and spaces before matching', () => {
    expect(findDncRequest('Don’t   call   me   again')).not.toBeNull();
  });

  it('returns null for an empty or silent turn', () => {
    expect(findDncRequest('')).toBeNull();
    expect(findDncRequest('   ')).toBeNull();
  });
});
