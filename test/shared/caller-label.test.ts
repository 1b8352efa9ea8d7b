import { describe, expect, it } from 'vitest';
import { callerLabel, phoneLike } from '../../src/shared/caller-label';

describe('naming who a call was with', () => {
  it('uses the contact’s name when the mirror holds the contact', () => {
    expect(callerLabel({ contact_name: 'Ada Lovelace', caller_number: '+15550100', direction: 'inbound' })).toBe('Ada Lovelace');
  });

  it('uses the caller’s number when there is no contact name', () => {
    expect(callerLabel({ contact_name: null, caller_number: '+1 555 010 2030', direction: 'outbound' })).toBe('+1 555 010 2030');
    expect(callerLabel({ contact_name: '  ', caller_number: '+15550102030', direction: 'inbound' })).toBe('+15550102030');
  });

  it('falls back to a plain label by direction, never "Unknown contact"', () => {
    expect(callerLabel({ contact_name: null, caller_number: null, direction: 'web' })).toBe('Web visitor');
    expect(callerLabel({ contact_name: null, caller_number: null, direction: 'inbound' })).toBe('Unknown caller');
    expect(callerLabel({ contact_name: null, caller_number: null, direction: 'outbound' })).toBe('Unknown caller');
  });

  it('takes only values that read as phone numbers', () => {
    expect(phoneLike('+1 (555) 010-2030')).toBe('+1 (555) 010-2030');
    expect(phoneLike(15550102030)).toBe('15550102030');
    expect(phoneLike('{"city":"Leeds"}')).toBeNull();
    expect(phoneLike('sip:someone@example.com')).toBeNull();
    expect(phoneLike('')).toBeNull();
    expect(phoneLike(null)).toBeNull();
  });
});
