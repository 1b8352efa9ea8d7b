import { randomBytes } from 'node:crypto';

/**
 * Key values. The spec says production and test keys differ by a prefix but
 * omits the prefixes (5.7); ours are `vap_live_` and `vap_test_`, followed by
 * 32 random base62 characters. Both kinds work against the sandbox alike.
 */
export const API_KEY_PREFIXES = { live: 'vap_live_', test: 'vap_test_' } as const;

export type ApiKeyKind = keyof typeof API_KEY_PREFIXES;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function generateApiKeyToken(kind: ApiKeyKind): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every character equally likely.
  let token = '';
  while (token.length < 32) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && token.length < 32) token += ALPHABET[byte % 62];
    }
  }
  return API_KEY_PREFIXES[kind] + token;
}
