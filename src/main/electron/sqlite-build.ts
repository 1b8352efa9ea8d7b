import { app } from 'electron';
import { SQLITE_BINDING_ENV } from '../../shared/sqlite-binding';
import { electronSqliteBuildFile } from '../sqlite/electron-sqlite-build';

/**
 * Names this Electron's better-sqlite3 build for every thread and process of
 * the run: worker threads and the demo server (Electron as Node) inherit the
 * environment, and open their databases with the same build. Called before
 * anything opens a database. Where the file is absent (an installed app,
 * whose node_modules build is already Electron's), the default is used.
 */
export function shareElectronSqliteBuild(): void {
  process.env[SQLITE_BINDING_ENV] ??= electronSqliteBuildFile(app.getAppPath(), process.versions.electron);
}
