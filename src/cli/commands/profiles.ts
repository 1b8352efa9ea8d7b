import type { Command } from 'commander';
import { entryOfStored, summarizeProfile } from '../../main/profiles/profile-registry';
import type { ProfileSummary } from '../../shared/contract/contract';
import { asCliFailure } from '../profile-errors';
import { openStore } from '../profile-options';

/**
 * `voicedesk profiles [--json]`: the saved workspace profiles. Shows each
 * key's kind and last four characters, never the key (the keychain is not
 * even opened).
 */
export function registerProfilesCommand(program: Command): void {
  program
    .command('profiles')
    .description('List the saved workspace profiles: name, base URL, key kind and last four characters, permission, last sync, mirror file.')
    .option('--json', 'print one JSON document instead of a table')
    .action((options: { json?: boolean }) => runProfiles(options));
}

export interface ProfileListing {
  activeId: string | null;
  profiles: Array<Omit<ProfileSummary, 'demo'> & { mirrorFile: string; createdAt: string; active: boolean }>;
}

export async function runProfiles(options: { json?: boolean }): Promise<void> {
  const store = await asCliFailure(() => openStore());
  const profiles = await asCliFailure(() => store.list());
  const activeId = store.activeId();
  const listing: ProfileListing = {
    activeId,
    profiles: profiles.map((profile) => {
      // The same summary the app shows (never the key), less `demo`: saved profiles never are.
      const { demo: _demo, ...summary } = summarizeProfile(entryOfStored(profile));
      return { ...summary, mirrorFile: profile.mirrorFile, createdAt: profile.createdAt, active: profile.id === activeId };
    }),
  };
  if (options.json) {
    process.stdout.write(`${JSON.stringify(listing, null, 2)}\n`);
    return;
  }
  if (profiles.length === 0) {
    process.stdout.write('No saved profiles. Add one with: voicedesk login --profile NAME --base-url URL\n');
    return;
  }
  const rows = listing.profiles.map((profile) => [
    profile.active ? '*' : ' ',
    profile.name,
    profile.baseUrl,
    describeKey(profile) + (profile.keyStorage === 'unprotected-file' ? ' (unprotected file)' : ''),
    profile.keyPermission,
    profile.lastSyncAt ?? 'never',
    profile.mirrorFile,
  ]);
  process.stdout.write(table([[' ', 'NAME', 'BASE URL', 'KEY', 'PERMISSION', 'LAST SYNC', 'MIRROR'], ...rows]));
}

/** "production key …abcd" */
export function describeKey(profile: Pick<ProfileSummary, 'keyKind' | 'keyHint'>): string {
  const kind = profile.keyKind === 'unknown' ? 'key of unknown kind' : `${profile.keyKind} key`;
  return `${kind} ${profile.keyHint}`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ')).join('\n') + '\n';
}
