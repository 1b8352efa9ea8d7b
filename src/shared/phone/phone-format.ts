/**
 * Phone numbers as shown: North American numbers (the sandbox's and most
 * users') grouped as "+1 (617) 709-8781" or "(617) 709-8781"; anything
 * else as it was stored, since grouping a number of another country needs
 * its numbering plan, which no dependency here knows.
 */
export function formatPhone(raw: string): string {
  const value = raw.trim();
  if (!/^[\d\s+().\-/]+$/.test(value)) return raw;
  const digits = value.replace(/\D+/g, '');
  const international = value.startsWith('+');
  if (digits.length === 11 && digits.startsWith('1') && (international || !value.startsWith('0'))) return `+1 ${nanp(digits.slice(1))}`;
  if (digits.length === 10 && !international) return nanp(digits);
  return raw;
}

function nanp(ten: string): string {
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

/**
 * The digit strings a typed phone search looks for within stored numbers'
 * digits, whatever either's format: "(617) 709-8781" and "6177098781" look
 * for 6177098781 (found in +16177098781 too); "+1 617…" or an 11-digit
 * 1… number also for the national part (found in a number stored without
 * its country code). Null when the text is not a phone number being typed
 * (letters, or fewer than 3 digits).
 */
export function phoneSearchDigits(text: string): string[] | null {
  const value = text.trim();
  if (!/^[\d\s+().\-/]+$/.test(value)) return null;
  const digits = value.replace(/\D+/g, '');
  if (digits.length < 3) return null;
  const withCountryCode = (value.startsWith('+1') || (digits.length === 11 && !value.startsWith('+'))) && digits.startsWith('1');
  return withCountryCode && digits.length > 3 ? [digits, digits.slice(1)] : [digits];
}
