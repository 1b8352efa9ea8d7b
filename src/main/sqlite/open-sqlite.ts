import { existsSync } from 'node:fs';
import DatabaseConstructor, { type Database, type Options } from 'better-sqlite3';
import { chooseSqliteBinding, SQLITE_BINDING_ENV } from '../../shared/sqlite-binding';

/**
 * The one place in the core that opens an SQLite connection, on any thread:
 * it loads the better-sqlite3 build that matches the runtime (see
 * src/shared/sqlite-binding.ts). Connection settings belong to the callers
 * (open-mirror.ts).
 */
export function openSqlite(file: string, options: Omit<Options, 'nativeBinding'> = {}): Database {
  const nativeBinding = sqliteBindingOfThisProcess();
  try {
    return new DatabaseConstructor(file, nativeBinding === undefined ? options : { ...options, nativeBinding });
  } catch (error) {
    throw explainAbiMismatch(error);
  }
}

export function sqliteBindingOfThisProcess(): string | undefined {
  return chooseSqliteBinding({ electronVersion: process.versions.electron, electronBuild: process.env[SQLITE_BINDING_ENV], exists: existsSync });
}

/** A build for another runtime fails with Node's "NODE_MODULE_VERSION" message, which does not say what to do. */
function explainAbiMismatch(error: unknown): unknown {
  if (!(error instanceof Error) || !error.message.includes('NODE_MODULE_VERSION')) return error;
  const runtime = process.versions.electron ? `Electron ${process.versions.electron}` : `Node ${process.versions.node}`;
  return new Error(`SQLite's native module was built for another runtime than this ${runtime}. Start the desktop app with \`npm start\`, which prepares a build for Electron beside the Node one.`, { cause: error });
}
