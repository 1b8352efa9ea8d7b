import { idPrefixes, parseId, type IdKind } from '../ids';
import { invalidRequest } from './api-error';

/**
 * An id taken from a path or body, in its stored form; a malformed one is a
 * 400 invalid_request naming the field (spec 7.2: "message about invalid UUID
 * format").
 */
export function requireId(kind: IdKind, field: string, raw: string): string {
  const id = parseId(kind, raw);
  if (id === undefined) {
    const shown = raw.length > 60 ? `a ${raw.length}-character string` : JSON.stringify(raw);
    throw invalidRequest(`${field} has an invalid UUID format: expected ${idPrefixes[kind]}<uuid>, got ${shown}`);
  }
  return id;
}
