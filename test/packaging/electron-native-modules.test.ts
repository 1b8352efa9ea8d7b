import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

interface HookModule {
  putElectronNativeModules(context: unknown): Promise<void>;
}
// Plain JavaScript that electron-builder loads (its afterPack hook), outside the TypeScript project.
const hookFile = join(import.meta.dirname, '..', '..', 'src', 'cli', 'packaging', 'electron-native-modules.mjs');
const { putElectronNativeModules } = (await import(hookFile)) as HookModule;

/** electron-builder's Arch enum values used here. */
const X64 = 1;
const ARM64 = 3;

describe('the afterPack hook that fits native modules to Electron', () => {
  let appOutDir = '';
  afterEach(() => rmSync(appOutDir, { recursive: true, force: true }));

  /** A packed Linux app's folders, holding the native modules named. */
  function packedApp(modules: string[]) {
    appOutDir = mkdtempSync(join(tmpdir(), 'voicedesk-packed-'));
    for (const module of modules) mkdirSync(join(appOutDir, 'resources', 'app.asar.unpacked', 'node_modules', module), { recursive: true });
    return (arch: number) => ({
      appOutDir,
      arch,
      electronPlatformName: 'linux',
      packager: { getResourcesDir: (dir: string) => join(dir, 'resources'), config: { electronVersion: '45.4.1' } },
    });
  }

  it('refuses an architecture whose keychain module npm did not install, saying how to install it', async () => {
    // The architecture this machine is not: npm installed only this machine's keychain module.
    const [other, otherName] = process.arch === 'arm64' ? [X64, 'x64'] : [ARM64, 'arm64'];
    const context = packedApp(['@napi-rs/keyring', 'better-sqlite3'])(other);

    await expect(putElectronNativeModules(context)).rejects.toThrow(
      new RegExp(
        `^the keychain module for linux-${otherName} is not installed \\(npm installs only this machine's\\); install it with npm install --no-save --force @napi-rs/keyring-linux-${otherName}-gnu@\\d+\\.\\d+\\.\\d+, then package again$`,
      ),
    );
  });

  it('refuses an app without the SQLite binary it should replace', async () => {
    const context = packedApp(['@napi-rs/keyring', '@napi-rs/keyring-linux-x64-gnu', 'better-sqlite3'])(X64);

    await expect(putElectronNativeModules(context)).rejects.toThrow('the app holds no better_sqlite3.node to replace');
  });
});
