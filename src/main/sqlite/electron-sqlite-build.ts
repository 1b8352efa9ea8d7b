import { join } from 'node:path';

/**
 * Where a checkout keeps better-sqlite3 built for one Electron version: apart
 * from node_modules, whose build stays the system Node's for `npm test`, the
 * CLI and browser mode. `npm start` puts it there; the desktop app loads it
 * from there (src/shared/sqlite-binding.ts).
 */
export function electronSqliteBuildFile(root: string, electronVersion: string): string {
  return join(root, 'build', 'native', `electron-${electronVersion}`, 'better_sqlite3.node');
}
