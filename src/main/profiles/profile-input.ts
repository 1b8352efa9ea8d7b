import { checkBaseUrl } from '../../shared/base-url';
import { ProfileInputInvalid } from './profile-errors';

/**
 * Checks of what a person types for a profile, shared by every door (the
 * contract's schemas check shape; these check meaning). Messages never quote
 * the key.
 */
export const MAX_PROFILE_NAME = 100;

export function checkProfileName(input: string): string {
  const name = input.trim();
  if (!name) throw new ProfileInputInvalid('name', 'Give the workspace a name, for example "Acme production".');
  if (name.length > MAX_PROFILE_NAME) throw new ProfileInputInvalid('name', `The name must be at most ${MAX_PROFILE_NAME} characters.`);
  return name;
}

export function checkProfileBaseUrl(input: string): string {
  const checked = checkBaseUrl(input);
  if (!checked.ok) throw new ProfileInputInvalid('baseUrl', checked.message);
  return checked.url;
}

/** An API key as the Developer Portal shows it: printable, without spaces. */
export function checkApiKey(input: string): string {
  const key = input.trim();
  if (!key) throw new ProfileInputInvalid('apiKey', 'The API key is empty. Paste the key shown in the Developer Portal.');
  if (key.length > 1000) throw new ProfileInputInvalid('apiKey', 'That is too long to be an API key. Paste only the key shown in the Developer Portal.');
  if (!/^[\x21-\x7e]+$/.test(key)) {
    throw new ProfileInputInvalid('apiKey', 'The API key contains spaces or characters a key never has. Paste it exactly as the Developer Portal shows it.');
  }
  return key;
}

/** Names are compared as a person reads them: ignoring case and surrounding spaces. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}
