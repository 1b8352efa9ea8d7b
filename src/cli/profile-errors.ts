import { KeychainUnavailable } from '../main/secrets/keychain-unavailable';
import { KeyMissing, ProfileInputInvalid, ProfileNotFound, ProfileOperationRefused, ProfilesFileUnreadable } from '../main/profiles/profile-errors';
import { CliFailure } from './cli-failure';

/** The flag a profile field was given with on the command line. */
const FLAG_OF_FIELD = { name: '--profile', baseUrl: '--base-url', apiKey: 'the API key' } as const;

/**
 * Turns a profile failure into a CliFailure that names the flag at fault
 * and the fix, in plain words. Anything else is a bug and keeps its stack.
 */
export function cliFailureOf(error: unknown, profileName?: string): unknown {
  if (error instanceof ProfileInputInvalid) return new CliFailure(`${FLAG_OF_FIELD[error.field]}: ${error.message}`);
  if (error instanceof KeychainUnavailable) return new CliFailure(error.message);
  if (error instanceof KeyMissing) {
    return new CliFailure(`--profile ${error.profileName}: ${error.message} Store it again with: voicedesk login --profile ${quoteArgument(error.profileName)} --base-url URL`);
  }
  if (error instanceof ProfileNotFound) return new CliFailure(`--profile: no profile named ${JSON.stringify(profileName ?? error.reference)}; run voicedesk profiles to see them`);
  if (error instanceof ProfilesFileUnreadable || error instanceof ProfileOperationRefused) return new CliFailure(error.message);
  return error;
}

export async function asCliFailure<T>(operation: () => Promise<T> | T, profileName?: string): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw cliFailureOf(error, profileName);
  }
}

/** A name as it would be typed in a shell. */
export function quoteArgument(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
