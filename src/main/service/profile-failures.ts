import { CoreFailure } from './dispatch';
import { KeychainUnavailable } from '../secrets/keychain-unavailable';
import { KeyMissing, ProfileInputInvalid, ProfileNotFound, ProfileOperationRefused, ProfilesFileUnreadable } from '../profiles/profile-errors';
import type { ProfileEntry, ProfileRegistry } from '../profiles/profile-registry';

/**
 * Turns the failures of profile management into the contract's errors, in
 * plain words: a keychain that cannot be used is `unavailable` with its
 * explanation (the UI may then offer the unprotected file), a key that
 * cannot be read is `key_missing` (the UI asks for it again), a wrong field
 * is `invalid_request` naming it. Anything else is a bug, left to dispatch.
 */
export async function profileFailure<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw asCoreFailure(error);
  }
}

export function asCoreFailure(error: unknown): unknown {
  if (error instanceof KeychainUnavailable) return new CoreFailure('unavailable', error.message);
  if (error instanceof KeyMissing) return new CoreFailure('key_missing', error.message);
  if (error instanceof ProfileInputInvalid) return new CoreFailure('invalid_request', error.message, [{ field: error.field, message: error.message }]);
  if (error instanceof ProfileNotFound) return new CoreFailure('not_found', 'That workspace is no longer in the list. Pick another one.');
  if (error instanceof ProfileOperationRefused) return new CoreFailure('unavailable', error.message);
  if (error instanceof ProfilesFileUnreadable) return new CoreFailure('unavailable', error.message);
  return error;
}

/** The one check that a profile the caller named still exists. */
export function requireProfile(profiles: ProfileRegistry, id: string): ProfileEntry {
  const entry = profiles.get(id);
  if (!entry) throw new CoreFailure('not_found', 'That workspace is no longer in the list. Pick another one.');
  return entry;
}

/** The active profile, or a failure saying there is none for `purpose` ("to sync", "to edit", "yet"). */
export function requireActive(profiles: ProfileRegistry, purpose: string): ProfileEntry {
  const active = profiles.active();
  if (!active) throw new CoreFailure('not_found', `There is no workspace ${purpose}. Add one first.`);
  return active;
}
