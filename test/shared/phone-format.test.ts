import { describe, expect, it } from 'vitest';
import { formatPhone, phoneSearchDigits } from '../../src/shared/phone/phone-format';

describe('phone numbers as shown', () => {
  it('groups North American numbers, with or without the country code', () => {
    expect(formatPhone('+16177098781')).toBe('+1 (617) 709-8781');
    expect(formatPhone('16177098781')).toBe('+1 (617) 709-8781');
    expect(formatPhone('617.709.8781')).toBe('(617) 709-8781');
    expect(formatPhone('(617) 709-8781')).toBe('(617) 709-8781');
  });

  it('shows any other number as it was stored', () => {
    expect(formatPhone('+44 20 7946 0000')).toBe('+44 20 7946 0000');
    expect(formatPhone('+442079460000')).toBe('+442079460000');
    expect(formatPhone('ext. 12')).toBe('ext. 12');
    expect(formatPhone('555-0100')).toBe('555-0100');
  });
});

describe('phone numbers as searched', () => {
  it('looks for the digits, and for the national part after a +1', () => {
    expect(phoneSearchDigits('(617) 709-8781')).toEqual(['6177098781']);
    expect(phoneSearchDigits('+1 617')).toEqual(['1617', '617']);
    expect(phoneSearchDigits('16177098781')).toEqual(['16177098781', '6177098781']);
    expect(phoneSearchDigits('+44 20 7946')).toEqual(['44207946']);
  });

  it('leaves words and short numbers to the word search', () => {
    expect(phoneSearchDigits('Ada')).toBeNull();
    expect(phoneSearchDigits('12')).toBeNull();
    expect(phoneSearchDigits('617 Labs')).toBeNull();
  });
});
