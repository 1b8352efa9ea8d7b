import { describe, expect, it } from 'vitest';
import { csvColumns, csvField, csvRow, withLocalTimes } from '../../src/shared/csv-format';
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

  it('writes text a spreadsheet would run as a formula with a leading apostrophe, and leaves numbers and phone numbers alone', () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvField('-2+3+cmd|x')).toBe("'-2+3+cmd|x");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('-3.5')).toBe('-3.5');
    expect(csvField('+1 (555) 010-2030')).toBe('+1 (555) 010-2030');
    expect(csvField('a = b')).toBe('a = b');
  });

  it('writes instants as local time with their offset in the zone asked for', () => {
    const record = withLocalTimes({ id: 'call_1', start_timestamp: '2026-11-25T13:03:07Z', end_timestamp: 'not a time', cost: 1 }, 'Europe/Paris');
    expect(record).toEqual({ id: 'call_1', start_timestamp: '2026-11-25 14:03:07 +01:00', end_timestamp: 'not a time', cost: 1 });
    expect(withLocalTimes({ created_at: '2026-07-01T00:30:00Z' }, 'America/New_York')).toEqual({ created_at: '2026-06-30 20:30:00 -04:00' });
    expect(withLocalTimes({ created_at: '2026-07-01T00:30:00Z' }, 'UTC')).toEqual({ created_at: '2026-07-01 00:30:00 +00:00' });
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
