import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The parts of electron-builder's configuration these tests read. */
interface Target {
  target: string;
  arch: string[];
}
interface BuilderConfig {
  appId: string;
  productName: string;
  files: string[];
  asarUnpack: string[];
  extraResources: { from: string; to: string }[];
  npmRebuild: boolean;
  afterPack: unknown;
  artifactName: string;
  protocols: { name: string; schemes: string[] }[];
  mac: { target: Target[]; hardenedRuntime: boolean; entitlements: string; notarize: boolean; icon: string };
  win: { target: Target[]; icon: string };
  nsis: { oneClick: boolean; perMachine: boolean; createDesktopShortcut: boolean; createStartMenuShortcut: boolean };
  linux: { target: Target[]; category: string; maintainer: string; icon: string };
}
interface ConfigModule {
  builderConfig(env: Record<string, string | undefined>): BuilderConfig;
}

const root = join(import.meta.dirname, '..', '..');
// A computed specifier: the configuration is plain JavaScript that electron-builder loads, outside the TypeScript project.
const configFile = pathToFileURL(join(root, 'electron-builder.config.mjs')).href;
const { builderConfig } = (await import(configFile)) as ConfigModule;

/** Whether electron-builder's `files` patterns take a path into the app (last matching pattern wins, "!" excludes; *, ** and {a,b} as in minimatch). */
function packed(files: string[], path: string): boolean {
  // electron-builder adds the production dependencies itself: for node_modules, `files` can only exclude.
  let included = path.startsWith('node_modules/');
  for (const pattern of files) {
    const exclude = pattern.startsWith('!');
    if (globMatches(exclude ? pattern.slice(1) : pattern, path)) included = !exclude;
  }
  return included;
}

function globMatches(pattern: string, path: string): boolean {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const source = pattern
    .split(/(\*\*\/|\*\*|\*|\{[^}]*\})/)
    .map((part) => {
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`;
      return ({ '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*' } as Record<string, string>)[part] ?? escape(part);
    })
    .join('');
  return new RegExp(`^${source}$`).test(path);
}

describe("electron-builder's configuration", () => {
  const config = builderConfig({});

  it('names the app and registers the voicedesk:// protocol', () => {
    expect(config.appId).toBe('app.voicedesk.desktop');
    expect(config.productName).toBe('VoiceDesk');
    expect(config.protocols).toEqual([{ name: 'VoiceDesk link', schemes: ['voicedesk'] }]);
  });

  it('builds dmg and zip for both Mac architectures, NSIS for Windows, AppImage and deb for Linux', () => {
    expect(config.mac.target).toEqual([
      { target: 'dmg', arch: ['arm64', 'x64'] },
      { target: 'zip', arch: ['arm64', 'x64'] },
    ]);
    expect(config.win.target.map((target) => target.target)).toEqual(['nsis']);
    expect(config.win.target[0]?.arch).toContain('x64');
    expect(config.linux.target.map((target) => target.target)).toEqual(['AppImage', 'deb']);
    for (const target of config.linux.target) expect(target.arch).toContain('x64');
  });

  it('names each artifact with its version, OS and architecture', () => {
    expect(config.artifactName).toContain('${version}');
    expect(config.artifactName).toContain('${os}');
    expect(config.artifactName).toContain('${arch}');
  });

  it('installs per user on Windows, with desktop and Start menu shortcuts', () => {
    expect(config.nsis).toMatchObject({ oneClick: false, perMachine: false, createDesktopShortcut: true, createStartMenuShortcut: true });
  });

  it('gives the Linux packages a category and a maintainer', () => {
    expect(config.linux.category).not.toBe('');
    expect(config.linux.maintainer).toMatch(/<.+@.+>/);
  });

  it('signs the Mac app with the hardened runtime and the entitlements file', () => {
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.mac.entitlements).toBe('resources/entitlements.mac.plist');
  });

  it('unpacks every native module from the asar archive', () => {
    expect(config.asarUnpack).toContain('**/*.node');
    // The menu's Help opens it from the app's resources folder.
    expect(config.extraResources).toEqual([{ from: 'README.md', to: 'README.md' }]);
  });

  it('puts the built app and package.json in the app, and no sources, tests or tsx', () => {
    for (const path of ['node_modules/better-sqlite3/build/Release/better_sqlite3.node', 'out/main/index.js', 'out/main/sandbox-server.js', 'out/preload/index.cjs', 'out/renderer/index.html', 'package.json', 'resources/icon.png']) {
      expect(packed(config.files, path), path).toBe(true);
    }
    for (const path of ['src/main/index.ts', 'src/cli/bin.js', 'test/packaging/builder-config.test.ts', 'node_modules/tsx/dist/cli.mjs', 'node_modules/esbuild/lib/main.js', 'README.md', 'resources/screenshot-outbox.png', 'node_modules/better-sqlite3/deps/sqlite3/sqlite3.c']) {
      expect(packed(config.files, path), path).toBe(false);
    }
  });

  it("never rebuilds the checkout's node_modules, and fits native modules to Electron after packing", () => {
    expect(config.npmRebuild).toBe(false);
    expect(typeof config.afterPack).toBe('function');
  });

  it('notarises only when a complete set of Apple credentials is in the environment', () => {
    expect(builderConfig({}).mac.notarize).toBe(false);
    expect(builderConfig({ APPLE_ID: 'me@example.com', APPLE_TEAM_ID: 'TEAM' }).mac.notarize).toBe(false);
    expect(builderConfig({ APPLE_ID: 'me@example.com', APPLE_APP_SPECIFIC_PASSWORD: 'pw', APPLE_TEAM_ID: 'TEAM' }).mac.notarize).toBe(true);
    expect(builderConfig({ APPLE_API_KEY: '/keys/AuthKey.p8', APPLE_API_KEY_ID: 'KEY', APPLE_API_ISSUER: 'issuer' }).mac.notarize).toBe(true);
    expect(builderConfig({ APPLE_API_KEY: '/keys/AuthKey.p8' }).mac.notarize).toBe(false);
  });

  it('uses icons that exist in resources/', async () => {
    const { existsSync } = await import('node:fs');
    for (const icon of [config.mac.icon, config.win.icon, config.linux.icon]) expect(existsSync(join(root, icon)), icon).toBe(true);
  });
});
