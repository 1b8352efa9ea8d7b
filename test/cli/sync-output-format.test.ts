import { describe, expect, it } from 'vitest';
import { csvColumns, csvField, csvRow } from '../../src/shared/csv-format';
import { describeProgress } from '../../src/cli/commands/sync-progress-bar';

describe('the progress line of voicedesk sync', () => {
  it('shows a bar, the counts, the requests left in the window and the time left', () => {
    const line = describeProgress({ running: true, resource: 'contacts', step: 'list', done: 1200, total: 2000, requestsLeftInWindow: 64, etaSeconds: 42, pass: 1 }, 100);
    expect(line).toBe('[##################------------] contacts 1,200/2,000 · 64 requests left in window · ETA 0:42');
  });

  it('says what it is doing on a repair pass and while checking deletions, without a bar when the total is unknown', () => {
    expect(describeProgress({ running: true, resource: 'calls', step: 'list', done: 300, total: null, requestsLeftInWindow: null, etaSeconds: null, pass: 2 }, 100)).toBe('calls pass 2 300');
    expect(describeProgress({ running: true, resource: 'contacts', step: 'confirm', done: 1, total: 4, requestsLeftInWindow: null, etaSeconds: 3725, pass: 1 }, 120)).toContain(
      'contacts (checking deletions) 1/4 · ETA 1:02:05',
    );
  });

  it('fits a narrow terminal', () => {
    const line = describeProgress({ running: true, resource: 'transcripts', step: 'details', done: 5, total: 5000, requestsLeftInWindow: 12, etaSeconds: 600, pass: 1 }, 40);
    expect(line.length).toBeLessThan(40);
  });
});

describe('CSV export', () => {
  it('quotes a field only when it holds a comma, a quote, a line break or edge spaces', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Dupré, Fils')).toBe('"Dupré, Fils"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('orders the spec’s fields first and the others after, alphabetically', () => {
    expect(csvColumns('contacts', new Set(['status', 'zeta', 'first_name', 'id', 'alpha']))).toEqual(['id', 'first_name', 'status', 'alpha', 'zeta']);
  });

  it('writes lists of text joined, objects as JSON, nulls empty, and a transcript one turn per line', () => {
    const row = csvRow(['id', 'tags', 'business_hours', 'summary', 'transcript'], {
      id: 'call_1',
      tags: ['vip', 'lead'],
      business_hours: { monday: { enabled: false } },
      summary: null,
      transcript: [
        { speaker: 'agent', text: 'Hello.', timestamp: 0 },
        { speaker: 'caller', text: 'Hi, it’s about my order.', timestamp: 65.4 },
      ],
    });
    expect(row).toBe('call_1,vip; lead,"{""monday"":{""enabled"":false}}",,"[0:00] agent: Hello.\n[1:05] caller: Hi, it’s about my order."\r\n');
  });
});
