/** A phone number's digits only ("+1 (617) 709-8781" → "16177098781"), how phones are compared; null without any. */
export function phoneDigits(phone: string | null | undefined): string | null {
  if (phone === null || phone === undefined) return null;
  const digits = phone.replace(/\D+/g, '');
  return digits === '' ? null : digits;
}
