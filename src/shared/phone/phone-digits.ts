/** A phone number's digits only ("+1 (617) 709-8781" → "16177098781"), how phones are compared; null without any. */
export function phoneDigits(phone: string | null | undefined): string | null {
  if (phone === null || phone === undefined) return null;
  const digits = phone.replace(/\D+/g, '');
  return digits === '' ? null : digits;
}

/**
 * The key two phones are the same person by: their digits, a North American
 * number's country code dropped, so "(617) 709-8781" is "+1 617 709 8781"
 * (the workspace's numbers are E.164; files often leave out the "+1").
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = phoneDigits(phone);
  if (digits === null) return null;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
