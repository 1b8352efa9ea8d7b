import type { z } from 'zod';
import type { keyKind } from '../../shared/contract/contract';

/**
 * What may be said about an API key without revealing it. The spec omits the
 * real production and test prefixes (5.7), so we recognise the common
 * conventions (`…live…`/`…prod…` vs `…test…`/`…sandbox…` in the prefix) and
 * answer `unknown` otherwise rather than guess.
 */
export type KeyKind = z.infer<typeof keyKind>;

export function keyKindOf(apiKey: string): KeyKind {
  const prefix = apiKey.split(/[_-]/).slice(0, 2).join('_').toLowerCase();
  if (/(^|_)(live|prod|production)$/.test(prefix)) return 'production';
  if (/(^|_)(test|sandbox|dev)$/.test(prefix)) return 'test';
  return 'unknown';
}

/** The only part of a key that is ever shown: `…` and its last four characters. */
export function keyHint(apiKey: string): string {
  return apiKey.length <= 8 ? '…' : `…${apiKey.slice(-4)}`;
}
