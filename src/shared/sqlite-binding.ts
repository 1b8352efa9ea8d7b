/**
 * Which compiled better-sqlite3 a process loads. The system Node and Electron
 * have different native ABIs, so one checkout holds two builds: the Node one
 * inside node_modules (what `npm test`, the CLI and browser mode load) and an
 * Electron one kept apart (README, "Desktop app"). Under Electron (the main
 * process, its worker threads, and the demo server run by Electron as Node)
 * the Electron build is used when there is one; otherwise, and always under
 * Node, better-sqlite3's default. An installed app has no separate build: its
 * node_modules copy is rebuilt for Electron at packaging time, so the default
 * is right there too.
 *
 * The Electron main process finds the build and names it in this environment
 * variable, which its worker threads and child processes inherit, so every
 * thread and process of one run makes the same choice.
 */
export const SQLITE_BINDING_ENV = 'VOICEDESK_SQLITE_BINDING';

export interface SqliteBindingProbes {
  /** `process.versions.electron`: undefined under plain Node. */
  electronVersion: string | undefined;
  /** The Electron build's file, as named in SQLITE_BINDING_ENV. */
  electronBuild: string | undefined;
  exists(file: string): boolean;
}

/** The `nativeBinding` option to pass, or undefined for better-sqlite3's default. */
export function chooseSqliteBinding(probes: SqliteBindingProbes): string | undefined {
  if (probes.electronVersion === undefined) return undefined;
  if (!probes.electronBuild) return undefined;
  return probes.exists(probes.electronBuild) ? probes.electronBuild : undefined;
}
