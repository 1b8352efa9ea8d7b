import { assertNever } from '../../shared/assert-never';

/**
 * The keychain could not be used: not installed, not running, locked, or
 * without a keyring to write to. Each case carries a sentence that tells the
 * user what happened and what to do; the library's own wording is kept in
 * `detail` for the log. Never a crash, never a silent fallback: the caller
 * reports this, and only the user may choose the unprotected file instead.
 */
export type KeychainProblem = 'no-binding' | 'no-service' | 'locked' | 'no-default-keyring' | 'no-answer' | 'refused';

export class KeychainUnavailable extends Error {
  readonly problem: KeychainProblem;
  /** What the keychain library said; for logs, never shown alone. It never contains a key. */
  readonly detail: string | undefined;

  constructor(problem: KeychainProblem, detail?: string) {
    super(explain(problem, detail));
    this.name = 'KeychainUnavailable';
    this.problem = problem;
    this.detail = detail;
  }
}

function explain(problem: KeychainProblem, detail: string | undefined): string {
  switch (problem) {
    case 'no-binding':
      return 'VoiceDesk could not load its keychain module on this computer, so it cannot use the system keychain.';
    case 'no-service':
      return 'No system keychain is running. On Linux, VoiceDesk keeps keys in a Secret Service keychain such as GNOME Keyring or KWallet: install or start one (logging in to a desktop session usually does), then try again.';
    case 'locked':
      return 'The system keychain is locked. Unlock it (on Linux, your login keyring, which usually unlocks when you log in), then try again.';
    case 'no-default-keyring':
      return 'The system keychain has no default keyring to keep keys in. This happens with a new or reset login keyring: create or unlock your login keyring (for example in Passwords and Keys), then try again.';
    case 'no-answer':
      return 'The system keychain did not answer. It may be waiting for a password prompt that cannot be shown here: unlock it, then try again.';
    case 'refused':
      return `The system keychain refused the request${detail ? ` (${detail})` : ''}. Check that it is unlocked, then try again.`;
    default:
      return assertNever(problem, 'keychain problem');
  }
}

/**
 * Sorts a keychain library error into a problem, by the wording of the
 * platforms' errors (the library reports them all as `GenericFailure`).
 */
export function classifyKeychainError(error: unknown): KeychainUnavailable {
  const detail = describeChain(error);
  if (/failed to connect to socket|autolaunch|DBUS_SESSION_BUS_ADDRESS|ServiceUnknown|NameHasNoOwner|not provided by any \.service files/i.test(detail)) {
    return new KeychainUnavailable('no-service', detail);
  }
  if (/prompt was dismissed|is locked|user interaction is not allowed|user canceled|passphrase .* not correct/i.test(detail)) {
    return new KeychainUnavailable('locked', detail);
  }
  if (/no result found|no default collection|no such object/i.test(detail)) return new KeychainUnavailable('no-default-keyring', detail);
  return new KeychainUnavailable('refused', detail);
}

/** The messages of an error and its causes, outermost first. */
function describeChain(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return [...new Set(parts)].join(': ');
}
