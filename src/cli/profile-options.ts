import { Command } from 'commander';
import { ensureDataPaths, resolveDataPaths, type DataPaths } from '../main/files/data-paths';
import { openDefaultProfileStore } from '../main/profiles/default-profile-store';
import { checkBaseUrl } from '../shared/base-url';
import type { ProfileStore } from '../main/profiles/profile-store';
import type { StoredProfile } from '../main/profiles/profiles-file';
import { CliFailure } from './cli-failure';
import { asCliFailure } from './profile-errors';

/**
 * How commands say which workspace and mirror to use. Every command that
 * works on a mirror (export, search, outbox, ui) takes EITHER `--db FILE` OR
 * `--profile NAME`; every command that also talks to the service (sync,
 * push, apply) takes EITHER `--db FILE --base-url URL --api-key-env VAR`
 * (automation) OR `--profile NAME`, whose mirror is its own file in the data
 * folder and whose key comes from the keychain.
 *
 * Errors name the flag at fault and the fix.
 */
export interface MirrorFlags {
  profile?: string;
  db?: string;
}

export interface RemoteFlags extends MirrorFlags {
  baseUrl?: string;
  apiKeyEnv?: string;
}

export interface ProfileOptionsContext {
  env?: NodeJS.ProcessEnv;
  /** The data folder; VOICEDESK_DATA_DIR or the platform's by default. */
  paths?: DataPaths;
  /** The profile store; the data folder's, with the OS keychain, by default. */
  openStore?: (paths: DataPaths) => ProfileStore;
}

export type MirrorTarget = { source: 'db'; mirrorFile: string } | { source: 'profile'; mirrorFile: string; profile: StoredProfile; store: ProfileStore };

export type RemoteTarget =
  | { source: 'flags'; mirrorFile: string; baseUrl: string; apiKey: string }
  | { source: 'profile'; mirrorFile: string; baseUrl: string; apiKey: string; profile: StoredProfile; store: ProfileStore };

export const PROFILE_FLAG_HELP = 'a saved workspace (see voicedesk profiles): its own mirror and its key from the keychain';

/** Adds `--profile NAME` and `--db FILE`. */
export function addMirrorOptions(command: Command): Command {
  return command.option('--profile <name>', PROFILE_FLAG_HELP).option('--db <file>', 'the local mirror database file (instead of --profile)');
}

/** Adds `--profile NAME`, `--db FILE`, `--base-url URL` and `--api-key-env VAR`. */
export function addRemoteOptions(command: Command): Command {
  return addMirrorOptions(command)
    .option('--base-url <url>', 'workspace API address, e.g. https://api.example.com (with --db; https, or http on this computer only)')
    .option('--api-key-env <variable>', 'name of the environment variable holding the API key (with --base-url)');
}

/** The mirror to work on, for commands that do not reach the service. */
export function resolveMirrorTarget(flags: MirrorFlags, context: ProfileOptionsContext = {}): Promise<MirrorTarget> {
  return asCliFailure(() => {
    if (flags.profile !== undefined) {
      refuseWithProfile(flags, ['db']);
      const { profile, store } = findProfile(flags.profile, context);
      return { source: 'profile', mirrorFile: profile.mirrorFile, profile, store };
    }
    if (flags.db === undefined) throw new CliFailure('--db or --profile is required: name the mirror file, or a saved workspace (run voicedesk profiles to see them)');
    return { source: 'db', mirrorFile: flags.db };
  }, flags.profile);
}

/** The mirror, the service and the key, for commands that reach the service. */
export function resolveRemoteTarget(flags: RemoteFlags, context: ProfileOptionsContext = {}): Promise<RemoteTarget> {
  return asCliFailure(async () => {
    if (flags.profile !== undefined) {
      refuseWithProfile(flags, ['db', 'baseUrl', 'apiKeyEnv']);
      const { profile, store } = findProfile(flags.profile, context);
      const apiKey = await store.resolveKey(profile.id);
      return { source: 'profile', mirrorFile: profile.mirrorFile, baseUrl: profile.baseUrl, apiKey, profile, store };
    }
    if (flags.db === undefined) {
      throw new CliFailure('--db or --profile is required: name the mirror file (with --base-url and --api-key-env), or a saved workspace (run voicedesk profiles to see them)');
    }
    if (flags.baseUrl === undefined) throw new CliFailure('--base-url is required with --db: the workspace API address (or use --profile NAME instead of both)');
    return { source: 'flags', mirrorFile: flags.db, ...remoteFromFlags({ baseUrl: flags.baseUrl, apiKeyEnv: flags.apiKeyEnv }, context.env) };
  }, flags.profile);
}

/** `--base-url` checked, and the key read from the variable named by `--api-key-env`. */
export function remoteFromFlags(flags: { baseUrl: string; apiKeyEnv?: string | undefined }, env: NodeJS.ProcessEnv = process.env): { baseUrl: string; apiKey: string } {
  const checked = checkBaseUrl(flags.baseUrl);
  if (!checked.ok) throw new CliFailure(`--base-url: ${checked.message}`);
  if (!flags.apiKeyEnv) throw new CliFailure('--api-key-env is required with --base-url: the name of the environment variable that holds the API key');
  const value = env[flags.apiKeyEnv];
  if (value === undefined) throw new CliFailure(`--api-key-env: the variable ${flags.apiKeyEnv} is not set; put the workspace's API key in it`);
  const apiKey = value.trim();
  if (!apiKey) throw new CliFailure(`--api-key-env: the variable ${flags.apiKeyEnv} is empty; put the workspace's API key in it`);
  return { baseUrl: checked.url, apiKey };
}

/** The saved profile named on the command line (names are matched ignoring case). */
export function findProfile(name: string, context: ProfileOptionsContext = {}): { profile: StoredProfile; store: ProfileStore } {
  const store = openStore(context);
  const profile = store.findByName(name);
  if (!profile) throw new CliFailure(`--profile: no profile named ${JSON.stringify(name)}; run voicedesk profiles to see them`);
  return { profile, store };
}

export function openStore(context: ProfileOptionsContext = {}): ProfileStore {
  const paths = context.paths ?? ensureDataPaths(resolveDataPaths(context.env ?? process.env));
  return (context.openStore ?? ((dataPaths) => openDefaultProfileStore(dataPaths)))(paths);
}

const FLAG_NAMES = { db: '--db', baseUrl: '--base-url', apiKeyEnv: '--api-key-env' } as const;

function refuseWithProfile(flags: RemoteFlags, others: ReadonlyArray<keyof typeof FLAG_NAMES>): void {
  for (const other of others) {
    if (flags[other] === undefined) continue;
    const why = other === 'db' ? 'a profile has its own mirror (voicedesk profiles shows where)' : 'a profile has its own base URL and its key in the keychain';
    throw new CliFailure(`--profile and ${FLAG_NAMES[other]} cannot be used together: ${why}`);
  }
}
