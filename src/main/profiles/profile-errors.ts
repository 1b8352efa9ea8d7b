import type { KeychainUnavailable } from '../secrets/keychain-unavailable';

/**
 * The failures of profile management that a person can act on. Each message
 * is a sentence that names the fix; the doors (contract, CLI) pass it on.
 */

/** No profile with that id (or name); the list changed under the caller. */
export class ProfileNotFound extends Error {
  constructor(readonly reference: string) {
    super(`There is no workspace profile "${reference}". The list may have changed: pick one from the current list.`);
    this.name = 'ProfileNotFound';
  }
}

/** A field of a new or changed profile is wrong; `field` names it as the contract does. */
export class ProfileInputInvalid extends Error {
  constructor(
    readonly field: 'name' | 'baseUrl' | 'apiKey',
    message: string,
  ) {
    super(message);
    this.name = 'ProfileInputInvalid';
  }
}

/** The operation does not apply to this profile (the demo workspace has no stored key, say). */
export class ProfileOperationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProfileOperationRefused';
  }
}

/**
 * A profile's key cannot be had: its keychain entry is gone (a reset or new
 * login keyring, another computer) or the keychain cannot be read. The UI
 * answers this by asking for the key again, with this explanation.
 */
export class KeyMissing extends Error {
  readonly reason: 'entry-missing' | 'keychain-unavailable';

  constructor(
    readonly profileId: string,
    readonly profileName: string,
    readonly keychainProblem?: KeychainUnavailable,
    keyStorage: 'os-keychain' | 'unprotected-file' = 'os-keychain',
  ) {
    super(
      keychainProblem
        ? `The key for "${profileName}" could not be read from the system keychain. ${keychainProblem.message} If the keychain was reset, enter the key again.`
        : keyStorage === 'os-keychain'
          ? `The key for "${profileName}" is no longer in the system keychain (this happens when the keychain was reset or replaced, or on a new computer). Enter the key again to keep working with this workspace.`
          : `The key for "${profileName}" is no longer in the unprotected key file in the data folder. Enter the key again to keep working with this workspace.`,
    );
    this.name = 'KeyMissing';
    this.reason = keychainProblem ? 'keychain-unavailable' : 'entry-missing';
  }
}

/** profiles.json exists but cannot be read as a profile list. It is never overwritten then: it names keychain entries. */
export class ProfilesFileUnreadable extends Error {
  constructor(
    readonly file: string,
    why: string,
  ) {
    super(`The profile list ${file} cannot be read (${why}). Repair it, or move it away to start with no profiles (their keys stay in the keychain).`);
    this.name = 'ProfilesFileUnreadable';
  }
}
