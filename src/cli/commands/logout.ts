import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { asCliFailure } from '../profile-errors';
import { findProfile } from '../profile-options';

/**
 * `voicedesk logout --profile NAME [--delete-mirror]`: removes a saved
 * profile and deletes its key from the keychain. Its mirror stays unless
 * `--delete-mirror` is given (the flag is the confirmation).
 */
export function registerLogoutCommand(program: Command): void {
  program
    .command('logout')
    .description('Remove a saved workspace profile and delete its key from the system keychain. Its mirror stays unless --delete-mirror.')
    .requiredOption('--profile <name>', 'the profile to remove (see voicedesk profiles)')
    .option('--delete-mirror', "also delete the profile's mirror database (its local copy of the workspace)")
    .action((options: { profile: string; deleteMirror?: boolean }) => runLogout(options));
}

export async function runLogout(options: { profile: string; deleteMirror?: boolean }): Promise<void> {
  const { profile, store } = await asCliFailure(() => findProfile(options.profile), options.profile);
  const removed = await asCliFailure(() => store.remove(profile.id, { deleteMirror: options.deleteMirror === true }), options.profile);
  const where = profile.keyStorage === 'os-keychain' ? 'the system keychain' : 'the unprotected key file';
  const key = removed.keyDeleted ? `deleted its key from ${where}` : `its key was no longer in ${where}`;
  const lines = [`Removed ${JSON.stringify(profile.name)}; ${key}.`];
  if (options.deleteMirror) lines.push(removed.deletedFiles.length ? `Deleted its mirror: ${removed.deletedFiles.join(', ')}.` : 'It had no mirror file to delete.');
  else if (existsSync(profile.mirrorFile)) lines.push(`Its mirror stays at ${profile.mirrorFile}; delete that file yourself if you no longer need it.`);
  process.stdout.write(`${lines.join('\n')}\n`);
}
