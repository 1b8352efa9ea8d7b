/**
 * The seeded history's calendar, relative to the base instant B: contacts
 * exist before anything else happens, campaigns run within the last 60 days,
 * and every seeded call ends before B. Days and offsets here are the only
 * time arithmetic the seeder does.
 */
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** Seeded calls start within this many days before B. */
export const CALL_HISTORY_DAYS = 60;
/** …and end at least this long before B, so the history never overlaps the present. */
export const QUIET_BEFORE_BASE = 15 * MINUTE;
/** Contacts are created in [B - CONTACTS_FROM_DAYS, B - CONTACTS_UNTIL_DAYS]: before any campaign or call. */
export const CONTACTS_FROM_DAYS = 400;
export const CONTACTS_UNTIL_DAYS = 62;
