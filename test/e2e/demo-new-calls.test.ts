import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createManualClock } from '../../src/server/clock';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import type { Simulator } from '../../src/server/simulator/simulator';
import { openAppSession, type AppSession } from '../support/app-session';
import { spawnCli, tempDataDir } from '../support/cli-process';

/**
 * The living demo reaches the app: the demo workspace with its simulator at
 * the demo's speed (60 simulated seconds a second), but on a manual clock
 * the test moves, so the call it makes arrive is known before the app is
 * asked for it, and the test waits for that call, never for luck. The clock
 * starts at a fixed instant, so the workspace and the call are the same on
 * every run; rate limiting is off, as the limit's window would never pass on
 * a clock that stands still.
 */
const DEMO_SPEED = 60;
const SIMULATED_MINUTE = 60_000 / DEMO_SPEED;

describe('new calls on the living demo workspace', () => {
  let sandbox: SandboxServer;
  let simulator: Simulator;
  let session: AppSession;
  let page: Page;
  let dataDir: string;
  let mirrorFile: string;

  beforeAll(async () => {
    const clock = createManualClock();
    // The demo's own dashboard edits stay on (the default for a demo workspace): they move contacts, never calls.
    sandbox = await startSandboxServer({ seed: { preset: 'demo' }, clock, rateLimit: 0, simulate: { timeScale: DEMO_SPEED, tickIntervalMs: 0 }, log: () => undefined });
    simulator = sandbox.simulator!;
    dataDir = tempDataDir();
    mirrorFile = join(dataDir, 'mirror.sqlite');
    // The first sync by the command line, lists only: the app opens on every seeded call, with no sync of its own running.
    const sync = spawnCli(['sync', '--db', mirrorFile, '--base-url', sandbox.baseUrl, '--api-key-env', 'VD_E2E_KEY', '--no-hydrate'], { VOICEDESK_DATA_DIR: dataDir, VD_E2E_KEY: sandbox.keys.write });
    const { code } = await sync.exit;
    if (code !== 0) throw new Error(`voicedesk sync failed (${code}): ${sync.stderr()}`);
    session = await openAppSession({ baseUrl: sandbox.baseUrl, apiKey: sandbox.keys.write, dataDir, mirrorFile });
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a call the simulator placed after the last sync once the app syncs again', async () => {
    await page.getByText('5,000 calls', { exact: true }).waitFor();

    // One simulated minute at a time until the demo has a new call: the same minute on every run.
    const lastSeq = (sandbox.admin.db.prepare('SELECT max(seq) AS seq FROM calls').get() as { seq: number }).seq;
    let minutes = 0;
    while (newCalls(sandbox, lastSeq).length === 0) {
      expect(minutes++, 'the demo placed no call in two simulated hours').toBeLessThan(120);
      simulator.advance(SIMULATED_MINUTE);
    }
    const [call] = newCalls(sandbox, lastSeq);
    expect(newCalls(sandbox, lastSeq)).toHaveLength(1);

    await page.getByRole('contentinfo', { name: 'Status' }).getByRole('button', { name: 'Sync now' }).click();
    await page.getByText('5,001 calls', { exact: true }).waitFor();
    expect(inMirror(mirrorFile, call!.id)).toBe(true);
    // Newest first: the new call heads the table (its agent in the third column).
    await page.locator('#call-row-0 [role="gridcell"]:nth-child(3)').getByText(call!.agent_name, { exact: true }).waitFor();
  });
});

interface NewCall {
  id: string;
  agent_name: string;
}

/** Calls of the main workspace written after `lastSeq`, with their agent's name as the table shows it. */
function newCalls(sandbox: SandboxServer, lastSeq: number): NewCall[] {
  return sandbox.admin.db
    .prepare('SELECT calls.id, agents.name AS agent_name FROM calls JOIN agents ON agents.id = calls.agent_id WHERE calls.seq > ? AND calls.workspace_id = ? ORDER BY calls.seq')
    .all(lastSeq, sandbox.admin.workspaces.main) as NewCall[];
}

/** Whether the app's mirror file holds the call (false before the file exists). */
function inMirror(file: string, callId: string): boolean {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.prepare('SELECT 1 FROM calls WHERE id = ?').get(callId) !== undefined;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}
