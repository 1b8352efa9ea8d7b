import { z } from 'zod';

/**
 * Field types shared by the resource and request schemas.
 *
 * Identifiers: responses carry `<resource>_<token>` strings while request
 * parameters are typed UUID; a client must send back exactly what it got, so
 * the client treats an id as an opaque non-empty string.
 */
export const resourceId = z.string().min(1);

/** ISO 8601 timestamps; the spec says UTC, we also accept an explicit offset. */
export const timestamp = z.iso.datetime({ offset: true });

/** Fields the spec types as string but that a workspace may leave unset. */
export const optionalText = z.string().nullable().optional();

/**
 * A phone number in a form the service can dial. E.164 (`+15551234567`) is
 * recommended; we also take national forms with common separators, as long as
 * they hold 7 to 15 digits (the E.164 maximum).
 */
export const phoneNumber = z
  .string()
  .refine((value) => /^\+?[0-9 ().-]+$/.test(value) && /^\D*(\d\D*){7,15}$/.test(value), {
    message: 'must be a phone number of 7 to 15 digits, e.g. +15551234567',
  });

/** An IANA time zone name the runtime knows, e.g. `America/New_York`. */
export const ianaTimeZone = z.string().refine(isKnownTimeZone, { message: 'must be an IANA time zone, e.g. Europe/Paris' });

function isKnownTimeZone(name: string): boolean {
  if (!name.includes('/') && name !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time as HH:MM, 24-hour' });
