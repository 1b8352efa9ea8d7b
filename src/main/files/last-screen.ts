import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenName, type ScreenName } from '../../shared/contract/desktop-methods';
import { writeFileAtomically } from './write-file-atomically';

/**
 * The screen the app showed last, in last-screen.json in the data folder,
 * so the next launch opens on it (beside window-state.json, which keeps
 * the desktop window's size and place). A file that cannot be read, or
 * names a screen this version lacks, counts as none.
 */
export const LAST_SCREEN_FILE = 'last-screen.json';

export function lastScreenFile(dataRoot: string): string {
  return join(dataRoot, LAST_SCREEN_FILE);
}

export function readLastScreen(file: string): ScreenName | null {
  try {
    const parsed = screenName.safeParse((JSON.parse(readFileSync(file, 'utf8')) as { screen?: unknown }).screen);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveLastScreen(file: string, screen: ScreenName): void {
  writeFileAtomically(file, `${JSON.stringify({ screen })}\n`);
}
