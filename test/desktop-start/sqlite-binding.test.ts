import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite, sqliteBindingOfThisProcess } from '../../src/main/sqlite/open-sqlite';
import { chooseSqliteBinding, SQLITE_BINDING_ENV } from '../../src/shared/sqlite-binding';

describe('the choice of SQLite build', () => {
  const build = '/checkout/build/native/electron-45.4.1/better_sqlite3.node';
  const present = (file: string) => file === build;

  it('is the default under Node, even when an Electron build is named and present', () => {
    expect(chooseSqliteBinding({ electronVersion: undefined, electronBuild: build, exists: present })).toBeUndefined();
  });

  it("is the Electron build under Electron when it is present", () => {
    expect(chooseSqliteBinding({ electronVersion: '45.4.1', electronBuild: build, exists: present })).toBe(build);
  });

  it('is the default under Electron when the named build is absent (an installed app, rebuilt for Electron in place)', () => {
    expect(chooseSqliteBinding({ electronVersion: '45.4.1', electronBuild: build, exists: () => false })).toBeUndefined();
  });

  it('is the default under Electron when no build is named', () => {
    expect(chooseSqliteBinding({ electronVersion: '45.4.1', electronBuild: undefined, exists: present })).toBeUndefined();
    expect(chooseSqliteBinding({ electronVersion: '45.4.1', electronBuild: '', exists: () => true })).toBeUndefined();
  });
});

describe('opening SQLite in the core under Node', () => {
  let dir: string;
  let saved: string | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'voicedesk-sqlite-binding-'));
    saved = process.env[SQLITE_BINDING_ENV];
  });
  afterEach(() => {
    if (saved === undefined) delete process.env[SQLITE_BINDING_ENV];
    else process.env[SQLITE_BINDING_ENV] = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it("loads Node's build even where the environment names an Electron one (npm start, then npm test)", () => {
    // A file that is no native module: loading it would fail, so opening proves it was not loaded.
    const electronBuild = join(dir, 'better_sqlite3.node');
    writeFileSync(electronBuild, 'not a native module');
    process.env[SQLITE_BINDING_ENV] = electronBuild;

    const db = openSqlite(join(dir, 'mirror.sqlite'));
    try {
      expect(db.prepare('select 1 as one').get()).toEqual({ one: 1 });
    } finally {
      db.close();
    }
  });

  it('makes the same choice on a worker thread, which inherits the environment', async () => {
    const electronBuild = join(dir, 'better_sqlite3.node');
    writeFileSync(electronBuild, 'not a native module');
    process.env[SQLITE_BINDING_ENV] = electronBuild;
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads'); parentPort.postMessage({ versions: process.versions.electron ?? null, named: process.env[${JSON.stringify(SQLITE_BINDING_ENV)}] });`,
      { eval: true },
    );
    const seen = await new Promise<{ versions: string | null; named: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();

    expect(seen).toEqual({ versions: null, named: electronBuild });
    expect(sqliteBindingOfThisProcess()).toBeUndefined();
  });
});
