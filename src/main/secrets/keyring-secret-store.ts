import type { AsyncEntry, EntryOptions } from '@napi-rs/keyring';
import { classifyKeychainError, KeychainUnavailable } from './keychain-unavailable';
import type { SecretStore } from './secret-store';

/**
 * The OS keychain, through @napi-rs/keyring (see README, "Where keys live",
 * for why this binding). Entries are (service "VoiceDesk", account = key
 * reference).
 *
 * Two choices keep failures loud rather than silent:
 * - On Linux the entry is pinned to the Secret Service. The library would
 *   otherwise fall back to the kernel keyring, which forgets keys at logout:
 *   a silent fallback the user never chose.
 * - The native module is loaded on first use, not at import, so a machine
 *   where it cannot load still starts (on the demo workspace, say), and
 *   reports KeychainUnavailable when a key is actually needed.
 */
export const KEYCHAIN_SERVICE = 'VoiceDesk';

const ENTRY_OPTIONS: EntryOptions = { linux: { store: 'secret-service' } };

export interface KeyringSecretStoreOptions {
  /** The keychain's service name; tests use their own so they never meet real entries. */
  service?: string;
  /**
   * How long to wait for the keychain, which may be showing an unlock prompt
   * to the user. Past that, the request fails with KeychainUnavailable.
   */
  answerTimeoutMs?: number;
}

type Binding = typeof import('@napi-rs/keyring');

export function createKeyringSecretStore(options: KeyringSecretStoreOptions = {}): SecretStore {
  const service = options.service ?? KEYCHAIN_SERVICE;
  const answerTimeoutMs = options.answerTimeoutMs ?? 120_000;
  let binding: Promise<Binding> | undefined;

  const load = (): Promise<Binding> =>
    (binding ??= import('@napi-rs/keyring').catch((error: unknown) => {
      binding = undefined;
      throw new KeychainUnavailable('no-binding', error instanceof Error ? error.message : String(error));
    }));

  async function withEntry<T>(account: string, operation: (entry: AsyncEntry) => Promise<T>): Promise<T> {
    const { AsyncEntry } = await load();
    try {
      // The constructor connects to the keychain and throws when it cannot.
      return await answerWithin(answerTimeoutMs, operation(new AsyncEntry(service, account, ENTRY_OPTIONS)));
    } catch (error) {
      throw error instanceof KeychainUnavailable ? error : classifyKeychainError(error);
    }
  }

  return {
    get: (account) => withEntry(account, async (entry) => (await entry.getPassword()) ?? undefined),
    set: (account, secret) => withEntry(account, (entry) => entry.setPassword(secret)),
    delete: (account) => withEntry(account, (entry) => entry.deleteCredential()),
    describe: () => ({ kind: 'os-keychain' }),
  };
}

function answerWithin<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new KeychainUnavailable('no-answer', `no answer within ${Math.round(ms / 1000)} s`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
