import { z } from 'zod';

/**
 * Replies across the renderer–core boundary are values, never thrown strings:
 * `{ ok: true, value }` or `{ ok: false, error }`. An error carries what the
 * UI needs to act on it: a stable code, a sentence in plain words, and the
 * fields at fault when the input was wrong.
 */
export const fieldProblemSchema = z.object({ field: z.string(), message: z.string() });

export const coreErrorCode = z.enum([
  'invalid_request', // the input failed its schema; see `problems`
  'unknown_method', // the renderer asked for something this core does not offer
  'unauthorized', // the transport refused the caller
  'not_found',
  'unavailable', // a feature the current mode or profile does not offer, or the keychain cannot be used
  'key_missing', // the profile's key cannot be read from the keychain: ask for it again (the message says why)
  'internal', // a bug: logged in the core, reported in plain words
]);
export type CoreErrorCode = z.infer<typeof coreErrorCode>;

export const coreErrorSchema = z.object({
  code: coreErrorCode,
  message: z.string(),
  problems: z.array(fieldProblemSchema).optional(),
});
export type CoreError = z.infer<typeof coreErrorSchema>;

export type Result<T> = { ok: true; value: T } | { ok: false; error: CoreError };

export function resultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), value }), z.object({ ok: z.literal(false), error: coreErrorSchema })]);
}
