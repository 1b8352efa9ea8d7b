/**
 * Where API keys are kept. Policy: a key is written to the operating system's
 * keychain (macOS Keychain, Windows Credential Manager, a Secret Service on
 * Linux) and nowhere else, unless the user has explicitly agreed, because no
 * keychain is available, to keep it in an unprotected file that the app
 * warns about. Nothing else in the app writes a key to disk.
 *
 * An account is a key reference: a random id stored in the profile, never the
 * key itself. A store that cannot be reached throws KeychainUnavailable.
 */
export type SecretStoreKind = 'os-keychain' | 'unprotected-file';

export interface SecretStoreDescription {
  kind: SecretStoreKind;
  /** Said to the user whenever this store is chosen: what the choice costs. */
  warning?: string;
}

export interface SecretStore {
  /** The secret, or undefined when there is no entry for this account. */
  get(account: string): Promise<string | undefined>;
  /** Stores the secret, replacing any earlier one for this account. */
  set(account: string, secret: string): Promise<void>;
  /** True when an entry was deleted, false when there was none. */
  delete(account: string): Promise<boolean>;
  describe(): SecretStoreDescription;
}
