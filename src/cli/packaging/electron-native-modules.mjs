// electron-builder's afterPack hook (electron-builder.config.mjs): gives the
// packed app native modules for its Electron, OS and architecture without
// rebuilding the checkout's node_modules, which `npm test` needs built for Node.
// - better-sqlite3: its own prebuilt binary for the Electron runtime, fetched by
//   prebuild-install (the tool its install script uses) into a staging folder,
//   then put over the Node build inside the app (app.asar.unpacked).
// - @napi-rs/keyring: Node-API, so one binary serves Node and Electron; but npm
//   installs only this machine's platform package, so another architecture's
//   must be installed before that architecture can be packaged (it must be in
//   the asar archive's file list, so it cannot be added after packing).
// Plain JavaScript: electron-builder loads it without tsx. A failure is thrown
// as an Error whose message is the reason (src/cli/packaging/packaging-failure.ts
// turns it into the one line a person sees).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** electron-builder's Arch enum, by value. */
const ARCH_NAMES = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'];
/** Electron's name for armv7l is Node's arm. */
const NODE_ARCH = { ia32: 'ia32', x64: 'x64', armv7l: 'arm', arm64: 'arm64' };

export async function putElectronNativeModules(context) {
  const arch = NODE_ARCH[ARCH_NAMES[context.arch] ?? ''];
  if (arch === undefined) throw new Error(`VoiceDesk is not packaged for the architecture ${ARCH_NAMES[context.arch] ?? context.arch}`);
  const platform = context.electronPlatformName === 'mas' ? 'darwin' : context.electronPlatformName;
  const unpacked = join(context.packager.getResourcesDir(context.appOutDir), 'app.asar.unpacked', 'node_modules');
  const electronVersion = context.packager.config.electronVersion ?? context.packager.info.framework.version;
  checkKeyring(unpacked, platform, arch);
  putSqlite(unpacked, electronVersion, platform, arch);
}

function checkKeyring(unpacked, platform, arch) {
  const keyringPackage = `@napi-rs/keyring-${napiTriple(platform, arch)}`;
  if (existsSync(join(unpacked, keyringPackage))) return;
  const requireHere = createRequire(import.meta.url);
  const keyringDir = dirname(requireHere.resolve('@napi-rs/keyring/package.json'));
  if (existsSync(join(dirname(keyringDir), `keyring-${napiTriple(platform, arch)}`))) {
    // Seen where node_modules is a symbolic link (a shared install): electron-builder's search for dependencies then misses some.
    throw new Error(`electron-builder left ${keyringPackage} out of the app although it is installed; package from a checkout whose node_modules is a folder of its own, not a symbolic link`);
  }
  const version = JSON.parse(readFileSync(join(keyringDir, 'package.json'), 'utf8')).version;
  throw new Error(
    `the keychain module for ${platform}-${arch} is not installed (npm installs only this machine's); install it with npm install --no-save --force ${keyringPackage}@${version}, then package again`,
  );
}

/** napi-rs's name for a platform package: the C library or toolchain where the OS has several. */
function napiTriple(platform, arch) {
  if (platform === 'win32') return `win32-${arch}-msvc`;
  if (platform === 'linux') return arch === 'arm' ? 'linux-arm-gnueabihf' : `linux-${arch}-gnu`;
  return `${platform}-${arch}`;
}

function putSqlite(unpacked, electronVersion, platform, arch) {
  const target = join(unpacked, 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(target)) throw new Error(`the app holds no better_sqlite3.node to replace (${target})`);
  const requireHere = createRequire(import.meta.url);
  const sqlitePackage = requireHere.resolve('better-sqlite3/package.json');
  const prebuildInstall = createRequire(sqlitePackage).resolve('prebuild-install/bin.js');
  const staging = mkdtempSync(join(tmpdir(), 'voicedesk-sqlite-'));
  try {
    copyFileSync(sqlitePackage, join(staging, 'package.json'));
    const fetched = spawnSync(process.execPath, [prebuildInstall, '--runtime', 'electron', '--target', electronVersion, '--arch', arch, '--platform', platform], {
      cwd: staging,
      encoding: 'utf8',
      timeout: 5 * 60_000,
    });
    const built = join(staging, 'build', 'Release', 'better_sqlite3.node');
    if (fetched.status !== 0 || !existsSync(built)) {
      throw new Error(`SQLite's build for Electron ${electronVersion} (${platform}-${arch}) could not be fetched (${prebuildReason(fetched)})`);
    }
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(built, target);
    const version = JSON.parse(readFileSync(sqlitePackage, 'utf8')).version;
    console.log(`  • better-sqlite3 ${version} for Electron ${electronVersion} ${platform}-${arch} put into the app`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** prebuild-install's last warning ("prebuild-install warn install getaddrinfo ENOTFOUND …") without its prefix. */
export function prebuildReason(result) {
  if (result.error) return result.error.message;
  const last = `${result.stderr ?? ''}`.split('\n').filter((line) => line.trim() !== '').at(-1);
  return last === undefined ? `exit code ${result.status}` : last.replace(/^prebuild-install (warn|WARN|ERR!?) (install )?/, '').trim();
}
