import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { electronSqliteBuildFile } from '../../main/sqlite/electron-sqlite-build';
import { projectRoot } from '../package-info';
import { runStep } from './run-step';
import type { StepResult } from './start-decision';

/**
 * better-sqlite3 built for Electron, kept in build/native/ apart from the
 * Node build in node_modules (which `npm test` keeps using, and which other
 * checkouts may share). It is better-sqlite3's own prebuilt binary for the
 * Electron runtime, fetched by the tool its install script uses
 * (prebuild-install, `--runtime electron`), in a staging folder holding only
 * better-sqlite3's package.json, so node_modules is never written. The build
 * is moved into place only once this Electron has loaded it and run a query.
 */
const STEP_LIMIT_MS = 5 * 60_000;

export function electronSqliteBuild(version: string): string {
  return electronSqliteBuildFile(projectRoot, version);
}

export async function buildElectronSqlite(version: string, electron: string): Promise<StepResult> {
  const target = electronSqliteBuild(version);
  const staging = `${dirname(target)}.staging`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const requireFromHere = createRequire(import.meta.url);
    const sqlitePackage = requireFromHere.resolve('better-sqlite3/package.json');
    copyFileSync(sqlitePackage, join(staging, 'package.json'));
    const prebuildInstall = createRequire(sqlitePackage).resolve('prebuild-install/bin.js');
    process.stderr.write(`Fetching SQLite's build for Electron ${version}…\n`);
    const fetched = await runStep(
      {
        command: process.execPath,
        args: [prebuildInstall, '--runtime', 'electron', '--target', version, '--arch', process.arch, '--platform', process.platform],
        cwd: staging,
        limitMs: STEP_LIMIT_MS,
        errorFd: 2,
        showProgress: false,
      },
      prebuildReason,
    );
    if (!fetched.ok) return fetched;
    const built = join(staging, 'build', 'Release', 'better_sqlite3.node');
    if (!existsSync(built)) return { ok: false, reason: 'the prebuilt archive held no better_sqlite3.node' };
    const loads = await runStep(
      {
        command: electron,
        args: ['-e', loadCheck(dirname(sqlitePackage), built)],
        env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
        limitMs: STEP_LIMIT_MS,
        errorFd: 2,
        showProgress: false,
      },
      (lines) => lines.find((line) => line.trim() !== '') ?? '',
    );
    if (!loads.ok) return { ok: false, reason: `Electron could not load the prebuilt binary (${loads.reason})` };
    mkdirSync(dirname(target), { recursive: true });
    renameSync(built, target);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** A script for Electron as Node: open an in-memory database with that binding and run one query. */
function loadCheck(sqliteDir: string, binding: string): string {
  return `const Database = require(${JSON.stringify(sqliteDir)}); new Database(':memory:', { nativeBinding: ${JSON.stringify(binding)} }).prepare('select 1').get();`;
}

/** prebuild-install's last warning ("prebuild-install warn install getaddrinfo ENOTFOUND …") without its prefix. */
export function prebuildReason(errorLines: string[]): string {
  const last = errorLines.filter((line) => line.trim() !== '').at(-1);
  return last === undefined ? '' : last.replace(/^prebuild-install (warn|WARN|ERR!?) (install )?/, '').trim();
}
