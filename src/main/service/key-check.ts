import type { ProfileSummary } from '../../shared/contract/contract';
import { createApiClient, isApiError } from '../api';
import { CoreFailure } from './dispatch';
import { checkApiKey, checkProfileBaseUrl } from '../profiles/profile-input';
import { keyHint, keyKindOf } from '../secrets/key-facts';
import { asCoreFailure } from './profile-failures';

/**
 * Checks a workspace's address and key against the service before they are
 * saved: the cheapest authenticated request there is (GET /v1/agents,
 * per_page=1), through the core's own API client. Policy: a key is saved
 * only once the service has accepted it, so a typo is caught while the
 * person still has the Developer Portal open, not at the first sync.
 *
 * The answer is what a person can act on: the key refused (the field at
 * fault is apiKey), the service out of reach (nothing to fix in the form
 * but the address, perhaps), or an address that does not serve the API
 * (baseUrl). Nothing is retried: the person is waiting, and can retry.
 * Messages never quote the key.
 */
export interface KeyCheckOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CheckedKey {
  keyKind: ProfileSummary['keyKind'];
  keyHint: string;
}

export async function checkWorkspaceKey(input: { baseUrl: string; apiKey: string }, options: KeyCheckOptions = {}): Promise<CheckedKey> {
  let baseUrl: string;
  let apiKey: string;
  try {
    baseUrl = checkProfileBaseUrl(input.baseUrl);
    apiKey = checkApiKey(input.apiKey);
  } catch (error) {
    throw asCoreFailure(error);
  }
  const host = new URL(baseUrl).host;
  const client = createApiClient({
    baseUrl,
    apiKey,
    timeoutMs: options.timeoutMs ?? 15_000,
    retry: { maxAttempts: 1, maxRateLimited: 0 },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  try {
    await client.listAgents({ perPage: 1 }, { priority: 'interactive' });
  } catch (error) {
    if (!isApiError(error)) throw error;
    switch (error.kind) {
      case 'unauthorized':
        throw fieldFailure('apiKey', `This key was refused by ${host}. Check that you copied the whole key from the Developer Portal, and that it has not been revoked.`);
      case 'forbidden':
        // The key is genuine; it may only be kept from agents. The sync reports what it cannot read.
        break;
      case 'network':
      case 'timeout':
      case 'gateway':
        throw new CoreFailure('unavailable', `Could not reach ${host}, so the key could not be checked. ${error.userMessage}`);
      case 'not_found':
      case 'unknown_route':
      case 'bad_response':
        throw fieldFailure('baseUrl', `${host} answered, but not as the Voice Agent Platform API. Check the workspace address (it is shown in the Developer Portal).`);
      case 'rate_limited':
      case 'server':
        throw new CoreFailure('unavailable', `${host} could not check the key just now. ${error.userMessage}`);
      default:
        throw new CoreFailure('unavailable', `The key could not be checked. ${error.userMessage}`);
    }
  }
  return { keyKind: keyKindOf(apiKey), keyHint: keyHint(apiKey) };
}

function fieldFailure(field: 'apiKey' | 'baseUrl', message: string): CoreFailure {
  return new CoreFailure('invalid_request', message, [{ field, message }]);
}
