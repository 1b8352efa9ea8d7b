import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { keyKind, keyPermission } from '../../shared/contract/contract';
import { writeFileAtomically } from '../files/write-file-atomically';
import { ProfilesFileUnreadable } from './profile-errors';

/**
 * profiles.json in the data folder: the persisted workspace profiles and the
 * active one. Policy: it holds facts about each key (where it is, its kind,
 * its last four characters) and never the key. It is written atomically and
 * readable by the user only. Fields a newer version adds are kept.
 */
export const storedProfile = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  baseUrl: z.string().min(1),
  /** The key's account in its secret store: a random id, never the key. */
  keyRef: z.string().min(1),
  keyStorage: z.enum(['os-keychain', 'unprotected-file']),
  keyKind,
  keyHint: z.string(),
  keyPermission,
  lastSyncAt: z.string().nullable(),
  mirrorFile: z.string().min(1),
  createdAt: z.string(),
});

export type StoredProfile = z.infer<typeof storedProfile>;

const profilesFile = z.looseObject({
  version: z.literal(1),
  activeId: z.string().nullable(),
  profiles: z.array(storedProfile),
  /** Profiles whose sync the user paused, saved ones and this run's alike (the demo's id is always `demo`). */
  syncPaused: z.array(z.string()).optional(),
});

export type ProfilesFile = z.infer<typeof profilesFile>;

export const EMPTY_PROFILES_FILE: ProfilesFile = { version: 1, activeId: null, profiles: [] };

export function readProfilesFile(file: string): ProfilesFile {
  if (!existsSync(file)) return structuredClone(EMPTY_PROFILES_FILE);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ProfilesFileUnreadable(file, error instanceof SyntaxError ? 'it is not valid JSON' : String(error));
  }
  const parsed = profilesFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProfilesFileUnreadable(file, issue ? `${issue.path.join('.') || 'the file'}: ${issue.message}` : 'unexpected contents');
  }
  return parsed.data;
}

export function writeProfilesFile(file: string, contents: ProfilesFile): void {
  writeFileAtomically(file, `${JSON.stringify(contents, null, 2)}\n`, 0o600);
}
