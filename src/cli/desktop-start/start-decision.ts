/**
 * What `npm start` opens: the desktop window when every step towards it can
 * be done, otherwise browser mode with the reason in one line. The steps, in
 * order: Electron's binary (fetched by its own installer where missing), then
 * a better-sqlite3 build for that Electron (made where missing). The probes do
 * the work; this function only decides, so each branch is testable without
 * Electron or a network.
 */
export type StepResult = { ok: true } | { ok: false; reason: string };

export interface StartProbes {
  electronVersion: string;
  /** The installed binary, or undefined. */
  electronBinary(): string | undefined;
  /** Runs Electron's installer (with progress and a time limit). */
  fetchElectron(): Promise<StepResult>;
  /** Whether the Electron build of better-sqlite3 is in place. */
  sqliteBuildPresent(): boolean;
  /** Makes that build, and checks that this Electron binary loads it. */
  buildSqlite(binary: string): Promise<StepResult>;
}

export type StartDecision = { mode: 'window'; binary: string } | { mode: 'browser'; reason: string };

export async function decideStart(probes: StartProbes): Promise<StartDecision> {
  let binary = probes.electronBinary();
  if (binary === undefined) {
    const fetched = await probes.fetchElectron();
    if (!fetched.ok) return browser(`Electron ${probes.electronVersion} is not installed and could not be fetched: ${fetched.reason}`);
    binary = probes.electronBinary();
    if (binary === undefined) return browser(`Electron ${probes.electronVersion}'s installer finished but left no binary in node_modules/electron/dist`);
  }
  if (!probes.sqliteBuildPresent()) {
    const built = await probes.buildSqlite(binary);
    if (!built.ok) return browser(`SQLite has no build for Electron ${probes.electronVersion} and none could be made: ${built.reason}`);
    if (!probes.sqliteBuildPresent()) return browser(`SQLite's build for Electron ${probes.electronVersion} was reported made but is not in place`);
  }
  return { mode: 'window', binary };
}

function browser(reason: string): StartDecision {
  return { mode: 'browser', reason };
}
