import { describe, expect, it } from 'vitest';
import { callStatus, sentiment, transcriptEntry } from '../../../src/shared/api';
import { hasNonAscii } from '../../../src/server/support/ascii-fold';
import { CALL_PRICING, CALL_STATUS_MIX, callCost } from '../../../src/server/content/call-outcomes';
import { TOPIC_KEYWORDS, type CallDirection, type CallTopic } from '../../../src/server/content/call-topics';
import { fakeCall, type CallContext, type FakeCall } from '../../../src/server/content/conversation';
import * as bank from '../../../src/server/content/phrase-banks';
import { createRandom } from '../../../src/server/support/random';

const contexts: Record<CallDirection, CallContext> = {
  outbound: { direction: 'outbound', agentName: 'Ava', companyName: 'Oakfield Dental', contactFirstName: 'Zoë', objective: 'Call patients who are due for a check-up.' },
  inbound: { direction: 'inbound', agentName: 'Noah', companyName: 'Müller Plumbing', contactFirstName: 'Łukasz' },
  web: { direction: 'web', agentName: 'Léa', companyName: 'Northwind Software', contactFirstName: null, productDescription: 'Northwind sells a scheduling app for clinics.' },
};

function calls(seed: string, context: CallContext, count: number): FakeCall[] {
  const rng = createRandom(seed);
  return Array.from({ length: count }, () => fakeCall(rng, context));
}

const outbound = calls('outbound', contexts.outbound, 10_000);
const inbound = calls('inbound', contexts.inbound, 3_000);
const web = calls('web', contexts.web, 3_000);
const { contactFirstName: _named, ...withoutName } = contexts.outbound;
const anonymousOutbound = calls('anonymous', withoutName, 2_000);
const all = [...outbound, ...inbound, ...web, ...anonymousOutbound];
const completed = all.filter((call) => call.call_status === 'completed');

const text = (call: FakeCall) => call.transcript.map((line) => line.text).join('\n');

/**
 * The first few items that fail a check, described. One expect() per test
 * instead of one per item keeps 18,000 calls fast to check.
 */
function failures<T>(items: readonly T[], check: (item: T) => string | null | false): string[] {
  const found: string[] = [];
  for (const item of items) {
    const problem = check(item);
    if (problem) found.push(`${problem}: ${JSON.stringify(item).slice(0, 400)}`);
    if (found.length === 5) break;
  }
  return found;
}

describe('fakeCall', () => {
  it('makes the same calls from the same seed, and different ones from another', () => {
    expect(calls('same', contexts.outbound, 100)).toEqual(calls('same', contexts.outbound, 100));
    expect(calls('same', contexts.outbound, 100)).not.toEqual(calls('other', contexts.outbound, 100));
  });

  it('uses only the shared enumerations and transcript entry shape', () => {
    const bad = failures(all, (call) => {
      if (!callStatus.safeParse(call.call_status).success) return 'call_status';
      if (!sentiment.safeParse(call.sentiment).success) return 'sentiment';
      if (!call.transcript.every((line) => transcriptEntry.safeParse(line).success)) return 'transcript entry';
      if (!Number.isInteger(call.duration_seconds) || call.duration_seconds < 0) return 'duration_seconds';
      return null;
    });
    expect(bad).toEqual([]);
  });

  it('mixes outbound statuses close to the intended shares over 10,000 calls', () => {
    const total = CALL_STATUS_MIX.outbound.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [status, weight] of CALL_STATUS_MIX.outbound) {
      const share = outbound.filter((call) => call.call_status === status).length / outbound.length;
      expect(Math.abs(share - weight / total)).toBeLessThan(0.02);
    }
    expect(CALL_STATUS_MIX.outbound).toEqual([
      ['completed', 55],
      ['voicemail', 20],
      ['no_answer', 15],
      ['busy', 6],
      ['failed', 4],
    ]);
  });

  it('completes most inbound and web calls, and never reaches voicemail on them', () => {
    for (const batch of [inbound, web]) {
      expect(batch.filter((call) => call.call_status === 'completed').length / batch.length).toBeGreaterThan(0.88);
      expect(batch.some((call) => call.call_status === 'voicemail')).toBe(false);
    }
  });

  it('gives unanswered calls no transcript, no duration, no cost and a neutral sentiment', () => {
    const unanswered = all.filter((call) => ['no_answer', 'busy', 'failed'].includes(call.call_status));
    expect(unanswered.length).toBeGreaterThan(1_000);
    const bad = failures(unanswered, (call) => call.transcript.length !== 0 || call.duration_seconds !== 0 || call.cost !== 0 || call.sentiment !== 'neutral' || call.summary === '' ? 'not empty' : null);
    expect(bad).toEqual([]);
  });

  it('leaves a short one-sided agent message on voicemail', () => {
    const voicemails = outbound.filter((call) => call.call_status === 'voicemail');
    expect(voicemails.length).toBeGreaterThan(1_000);
    const bad = failures(voicemails, (call) => {
      if (call.transcript.length !== 1 || call.transcript[0]?.speaker !== 'agent') return 'not one agent line';
      if (call.sentiment !== 'neutral') return 'sentiment';
      if (call.duration_seconds <= 0 || call.duration_seconds >= 60 || call.cost <= 0) return 'duration or cost';
      return null;
    });
    expect(bad).toEqual([]);
  });

  it('alternates speakers with strictly increasing one-decimal timestamps', () => {
    const bad = failures(completed, (call) => {
      let previous = -1;
      for (const [index, line] of call.transcript.entries()) {
        if (!(line.timestamp > previous)) return `timestamp ${line.timestamp} after ${previous}`;
        if (Math.round(line.timestamp * 10) / 10 !== line.timestamp) return `timestamp ${line.timestamp}`;
        if (index > 0 && line.speaker === call.transcript[index - 1]?.speaker) return `same speaker twice at ${index}`;
        previous = line.timestamp;
      }
      return null;
    });
    expect(bad).toEqual([]);
  });

  it('makes the duration cover the last line, and not much more', () => {
    const spoken = [...completed, ...all.filter((c) => c.call_status === 'voicemail')];
    const bad = failures(spoken, (call) => {
      const last = call.transcript.at(-1);
      if (last === undefined) return 'no transcript';
      // The last line takes at most ~20 s to say, plus the pause before hanging up.
      return call.duration_seconds > last.timestamp && call.duration_seconds < last.timestamp + 30 ? null : 'duration';
    });
    expect(bad).toEqual([]);
  });

  it('prices a connected call by its duration, rounded to cents', () => {
    const bad = failures(all, (call) => {
      const connected = call.call_status === 'completed' || call.call_status === 'voicemail';
      const expected = connected ? Math.round((CALL_PRICING.connectionFee + (call.duration_seconds / 60) * CALL_PRICING.perMinute) * 100) / 100 : 0;
      return call.cost === expected && Math.round(call.cost * 100) / 100 === call.cost ? null : `cost ${call.cost}, expected ${expected}`;
    });
    expect(bad).toEqual([]);
    expect(callCost('completed', 60)).toBe(0.1);
    expect(callCost('busy', 60)).toBe(0);
  });

  it('writes conversations of typically 6 to 30 turns, never more than 30', () => {
    const turns = completed.map((call) => call.transcript.length).sort((a, b) => a - b);
    for (const count of turns) expect(count).toBeLessThanOrEqual(30);
    expect(turns[Math.floor(turns.length / 2)]).toBeGreaterThanOrEqual(6);
    expect(turns.filter((count) => count >= 6).length / turns.length).toBeGreaterThan(0.75);
    expect(turns.at(-1)).toBeGreaterThan(20);
  });

  it('varies what calls are about', () => {
    const topics = new Set(completed.map((call) => call.topic));
    expect(topics.size).toBe(11);
    // Short calls ("wrong number", "remove me") repeat, as they do in life; longer ones should not.
    const long = completed.filter((call) => call.transcript.length >= 8);
    expect(new Set(long.map(text)).size).toBeGreaterThan(long.length * 0.98);
    expect(new Set(completed.map(text)).size).toBeGreaterThan(completed.length * 0.85);
  });

  it('includes each topic’s keywords in its transcripts', () => {
    const bad = failures(completed, (call) => {
      const keywords = TOPIC_KEYWORDS[call.topic as CallTopic];
      const lower = text(call).toLowerCase();
      return keywords.length === 0 || keywords.some((keyword) => lower.includes(keyword.toLowerCase())) ? null : `no keyword of ${call.topic}`;
    });
    expect(bad).toEqual([]);
  });

  it('keeps telling keywords out of other topics’ transcripts', () => {
    const exclusive: CallTopic[] = ['cancellation', 'complaint', 'competitor', 'wrong_number', 'do_not_call'];
    const bad = failures(all, (call) => {
      const lower = text(call).toLowerCase();
      for (const topic of exclusive) {
        if (call.topic === topic) continue;
        const leaked = TOPIC_KEYWORDS[topic].find((keyword) => lower.includes(keyword.toLowerCase()));
        if (leaked !== undefined) return `"${leaked}" in a ${call.topic} call`;
      }
      return null;
    });
    expect(bad).toEqual([]);
  });

  it('makes do-not-call requests on outbound calls only, always negative', () => {
    const requests = completed.filter((call) => text(call).includes('remove me from your list'));
    expect(requests.length).toBeGreaterThan(100);
    expect(failures(requests, (call) => (call.topic === 'do_not_call' && call.sentiment === 'negative' ? null : 'not a negative do-not-call'))).toEqual([]);
    expect([...inbound, ...web].some((call) => call.topic === 'do_not_call')).toBe(false);
  });

  it('mentions competitors, prices and cancellations often enough to search for', () => {
    const transcripts = completed.map((call) => text(call).toLowerCase());
    const count = (test: (t: string) => boolean) => transcripts.filter(test).length;
    expect(count((t) => bank.COMPETITORS.some((name) => t.includes(name.toLowerCase())))).toBeGreaterThan(300);
    expect(count((t) => t.includes('price') || t.includes('how much'))).toBeGreaterThan(500);
    expect(count((t) => t.includes('cancel'))).toBeGreaterThan(200);
  });

  it('correlates sentiment with the conversation', () => {
    const share = (topic: CallTopic, wanted: string) => {
      const onTopic = completed.filter((call) => call.topic === topic);
      return onTopic.filter((call) => call.sentiment === wanted).length / onTopic.length;
    };
    expect(share('appointment', 'positive')).toBeGreaterThan(0.7);
    expect(share('complaint', 'negative')).toBeGreaterThan(0.5);
    expect(share('do_not_call', 'negative')).toBe(1);
    expect(share('wrong_number', 'neutral')).toBe(1);
    const sentiments = new Set(completed.map((call) => call.sentiment));
    expect([...sentiments].sort()).toEqual(['negative', 'neutral', 'positive']);
  });

  it('writes summaries of one to three sentences that agree with the transcript', () => {
    const shapes = failures(all, (call) => {
      const sentences = call.summary.split(/(?<=[.!?])\s+/).filter((part) => part !== '');
      if (call.summary.length <= 10 || /[{}]/.test(call.summary)) return 'summary text';
      return sentences.length >= 1 && sentences.length <= 3 ? null : `${sentences.length} sentences`;
    });
    expect(shapes).toEqual([]);
    const competitors = failures(
      completed.filter((c) => c.topic === 'competitor'),
      (call) => {
        const named = bank.COMPETITORS.find((name) => call.summary.includes(name));
        return named !== undefined && text(call).includes(named) ? null : 'competitor in summary but not transcript';
      },
    );
    expect(competitors).toEqual([]);
    const bookings = failures(
      outbound.filter((c) => c.topic === 'appointment' && c.sentiment === 'positive'),
      (call) => {
        const slot = /booked (\w+ at [\d:]+ [ap]m)/.exec(call.summary)?.[1];
        return slot !== undefined && text(call).includes(slot) ? null : 'booked slot not in transcript';
      },
    );
    expect(bookings).toEqual([]);
  });

  it('addresses a known contact by name and an unknown one without it', () => {
    const named = outbound.filter((call) => call.call_status === 'completed');
    expect(named.filter((call) => text(call).includes('Zoë')).length / named.length).toBeGreaterThan(0.8);
    const answered = anonymousOutbound.filter((call) => call.call_status === 'completed');
    expect(answered.length).toBeGreaterThan(500);
    expect(answered.filter((call) => /^(Hi|Hello) \p{L}+, |is this \p{L}+\?/mu.test(text(call)))).toEqual([]);
  });

  it('leaves no placeholder unfilled', () => {
    expect(failures(all, (call) => (/[{}]|undefined|null/.test(text(call) + call.summary) ? 'placeholder left' : null))).toEqual([]);
  });

  it('includes some non-ASCII text beyond the names', () => {
    const withForeignText = completed.filter((call) => hasNonAscii(text(call).replaceAll('Zoë', '').replaceAll('Łukasz', '').replaceAll('Müller', '')));
    expect(withForeignText.length).toBeGreaterThan(0);
  });

  it('reads out the product description on some lead calls', () => {
    const rng = createRandom('product');
    const context: CallContext = { ...contexts.outbound, productDescription: 'Oakfield Dental offers same-week cleanings.' };
    const texts = Array.from({ length: 500 }, () => text(fakeCall(rng, context)));
    expect(texts.some((t) => t.includes('Oakfield Dental offers same-week cleanings.'))).toBe(true);
  });
});

describe('phrase banks', () => {
  it('keep topic keywords out of greetings, small talk and closings', () => {
    const shared = [
      ...bank.INBOUND_GREETINGS,
      ...bank.WEB_GREETINGS,
      ...bank.PICK_UPS,
      ...bank.GO_AHEADS,
      ...bank.ANYTHING_ELSE,
      ...bank.CALLER_FAREWELLS,
      ...bank.AGENT_GOODBYES_INBOUND,
      ...bank.AGENT_GOODBYES_OUTBOUND,
      ...bank.SMALL_TALK.flat(),
      ...bank.VOICEMAIL_MESSAGES_NAMED,
      ...bank.VOICEMAIL_MESSAGES_ANONYMOUS,
    ].map((line) => line.toLowerCase());
    for (const keywords of Object.values(TOPIC_KEYWORDS)) {
      for (const keyword of keywords) {
        for (const line of shared) expect(line.includes(keyword.toLowerCase()), `"${keyword}" in "${line}"`).toBe(false);
      }
    }
  });
});
