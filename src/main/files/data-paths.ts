import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import envPaths from 'env-paths';

/**
 * Where the app keeps its files: the platform's data folder (XDG data dir on
 * Linux, Application Support on macOS, AppData on Windows). VOICEDESK_DATA_DIR
 * overrides it, so tests and portable setups never touch the user's real data.
 *
 * Folders are created readable by the user only: mirrors hold customer data.
 */
export interface DataPaths {
  root: string;
  profilesDir: string;
  demoDir: string;
  logsDir: string;
}

export function resolveDataPaths(env: NodeJS.ProcessEnv = process.env): DataPaths {
  const root = env['VOICEDESK_DATA_DIR'] || envPaths('VoiceDesk', { suffix: '' }).data;
  return { root, profilesDir: join(root, 'profiles'), demoDir: join(root, 'demo'), logsDir: join(root, 'logs') };
}

export function ensureDataPaths(paths: DataPaths): DataPaths {
  for (const dir of [paths.root, paths.profilesDir, paths.demoDir, paths.logsDir]) mkdirSync(dir, { recursive: true, mode: 0o700 });
  return paths;
}
