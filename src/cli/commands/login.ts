import type { Command } from 'commander';
import { checkProfileBaseUrl } from '../../main/profiles/profile-input';
import type { AddedProfile } from '../../main/profiles/profile-store';
import type { StoredProfile } from '../../main/profiles/profiles-file';
import { KeychainUnavailable } from '../../main/secrets/keychain-unavailable';
import { CliFailure } from '../cli-failure';
import { asCliFailure, cliFailureOf, quoteArgument } from '../profile-errors';
import { openStore } from '../profile-options';
import { readSecret } from '../read-secret';
import { describeKey } from './profiles';

/**
 * `voicedesk login --profile NAME --base-url URL [--insecure-key-file]`:
 * saves a workspace, its key in the system keychain. The key is read from
 * standard input when it is piped, or from a prompt that does not show it.
 * Logging in again to a saved profile (same base URL) replaces its key.
 *
 * The key is never printed: only its kind and last four characters.
 */
export interface LoginOptions {
  profile: string;
  baseUrl: string;
  insecureKeyFile?: boolean;
}

export function registerLoginCommand(program: Command): void {
  program
    .command('login')
    .description('Save a workspace profile; its API key (read from standard input, or typed at a prompt that does not show it) goes to the system keychain.')
    .requiredOption('--profile <name>', 'a name for the workspace, e.g. "acme-production"')
    .requiredOption('--base-url <url>', 'workspace API address, e.g. https://api.example.com (https, or http on this computer only)')
    .option('--insecure-key-file', 'if no system keychain is available, keep the key in an unprotected file in the data folder instead (anyone who can read your files can read it)')
    .action((options: LoginOptions) => runLogin(options));
}

export async function runLogin(options: LoginOptions): Promise<void> {
  // Checked before the key is asked for: nobody should type a key for nothing.
  const baseUrl = await asCliFailure(() => checkProfileBaseUrl(options.baseUrl));
  const store = await asCliFailure(() => openStore());
  const existing = store.findByName(options.profile);
  if (existing && existing.baseUrl !== baseUrl) {
    throw new CliFailure(
      `--profile: a profile named ${JSON.stringify(existing.name)} already exists for ${existing.baseUrl}; choose another name, or remove it first with voicedesk logout --profile ${quoteArgument(existing.name)}`,
    );
  }

  const apiKey = await readSecret(`API key for ${options.profile}: `);
  if (!apiKey) throw new CliFailure('no API key was given: pipe it on standard input, or run voicedesk login in a terminal to type it');

  let saved: StoredProfile;
  let warning: string | undefined;
  if (existing) {
    saved = await asCliFailure(() => store.rekey(existing.id, apiKey));
  } else {
    let added: AddedProfile;
    try {
      added = await store.add({ name: options.profile, baseUrl, apiKey, allowInsecureFallback: options.insecureKeyFile === true });
    } catch (error) {
      throw error instanceof KeychainUnavailable ? withFallbackHint(error) : cliFailureOf(error, options.profile);
    }
    saved = added.profile;
    warning = added.warning;
  }

  if (warning) process.stderr.write(`voicedesk: warning: ${warning}\n`);
  const where = saved.keyStorage === 'os-keychain' ? 'the system keychain' : 'an unprotected file in the data folder';
  process.stdout.write(`${existing ? 'Replaced' : 'Stored'} the key for ${JSON.stringify(saved.name)} (${describeKey(saved)}) in ${where}.\n`);
}

/** When the keychain is unavailable, the user may choose the unprotected file: say how. */
function withFallbackHint(error: KeychainUnavailable): CliFailure {
  return new CliFailure(
    `${error.message} Nothing was stored. If this computer has no keychain, run again with --insecure-key-file to keep the key in an unprotected file instead (anyone who can read your files can read it).`,
  );
}
