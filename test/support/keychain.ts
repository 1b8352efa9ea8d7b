import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { createKeyringSecretStore } from '../../src/main/secrets/keyring-secret-store';
import { KeychainUnavailable, type KeychainProblem } from '../../src/main/secrets/keychain-unavailable';
import type { SecretStore } from '../../src/main/secrets/secret-store';
import { PATIENCE_MS } from './patience';

/**
 * The real OS keychain for tests. `npm test` provides one on Linux (a
 * private gnome-keyring under dbus-run-session, see test/run-tests.js) and
 * says so in VOICEDESK_TEST_KEYCHAIN; there, and on CI, the keychain tests
 * must run, and fail if the keychain does not work. Elsewhere (gnome-keyring
 * not installed) they are skipped with the reason printed.
 *
 * Tests use their own service name, so they never meet the user's entries,
 * and random accounts, so parallel files never meet each other's.
 */
export const TEST_KEYCHAIN_SERVICE = 'VoiceDesk-test';

export const keychainRequired = Boolean(process.env['VOICEDESK_TEST_KEYCHAIN'] || process.env['CI']);

/**
 * A request a test makes of the keychain must be answered, however busy the
 * machine: it waits the common patience (patience.ts), not a guess of its own,
 * nor the store's default of two minutes, which is the test's whole deadline
 * and would hide the store's own "no answer" under a timed-out test.
 */
export function testKeychain(): SecretStore {
  return createKeyringSecretStore({ service: TEST_KEYCHAIN_SERVICE, answerTimeoutMs: PATIENCE_MS });
}

/** The keychain under the app's own service name, where the real command stores keys: for tests that read or clear what it stored. */
export function appKeychain(): SecretStore {
  return createKeyringSecretStore({ answerTimeoutMs: PATIENCE_MS });
}

async function probeKeychain(): Promise<string | undefined> {
  const store = testKeychain();
  const account = `probe-${randomUUID()}`;
  try {
    await store.set(account, 'probe-secret');
    const back = await store.get(account);
    await store.delete(account);
    return back === 'probe-secret' ? undefined : 'the keychain did not give back what was stored';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Why the real keychain cannot be used here, or undefined when it can. */
export const keychainProblem = await probeKeychain();

if (keychainProblem && !keychainRequired) {
  console.warn(`keychain tests skipped: no usable OS keychain here (${keychainProblem}). npm test provides one where gnome-keyring and dbus are installed.`);
}

/** A describe block that needs the real keychain: skipped where there is none, run (and failing) where one is required. */
export const describeWithKeychain = keychainRequired ? describe : describe.skipIf(keychainProblem !== undefined);

/** A keychain that cannot be used, as on a computer without one: every call throws KeychainUnavailable. */
export function unavailableKeychain(problem: KeychainProblem = 'no-service'): SecretStore {
  const refuse = async (): Promise<never> => {
    throw new KeychainUnavailable(problem, 'test double');
  };
  return { get: refuse, set: refuse, delete: refuse, describe: () => ({ kind: 'os-keychain' }) };
}

/** Test keys in the platform's format (src/server/api-key-tokens.ts): unique per call, so a search for one finds only it. */
export function testKey(kind: 'live' | 'test' = 'test'): string {
  return `vap_${kind}_${randomUUID().replace(/-/g, '')}`;
}
