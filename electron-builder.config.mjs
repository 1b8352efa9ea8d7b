// electron-builder's configuration: the installers for macOS (dmg and zip,
// arm64 and x64), Windows (NSIS, per user, x64) and Linux (AppImage and deb,
// x64). Only the Mac builds two architectures on one machine; another
// architecture needs its keychain module installed first (README, "Building
// installers").
// `npm run package` runs it for the current OS (src/cli/packaging/).
//
// Policy:
// - The app holds only what runs: the built bundles in out/, package.json, the
//   window icon, and the production dependencies electron-builder adds. No src/,
//   no tests, no tsx (a dependency of the CLI, which runs from source).
// - Native modules: node_modules is never rebuilt in place (electron-builder's
//   npmRebuild would switch the checkout's better-sqlite3 to Electron's ABI and
//   break `npm test`; README, "Desktop app"). After packing, better-sqlite3's
//   prebuilt binary for the target Electron, OS and architecture replaces the
//   Node one inside the app (src/cli/packaging/electron-native-modules.mjs).
// - Signing and notarisation come from the environment only: CSC_LINK and
//   CSC_KEY_PASSWORD (WIN_CSC_LINK and WIN_CSC_KEY_PASSWORD for Windows), read by
//   electron-builder itself; notarisation is on only when Apple's credentials
//   are all there (see notarizeFromEnv).
import { putElectronNativeModules } from './src/cli/packaging/electron-native-modules.mjs';

/** Apple's credentials for notarytool, in the forms electron-builder reads from the environment. */
const NOTARIZE_CREDENTIALS = [
  ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'],
  ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'],
  ['APPLE_KEYCHAIN_PROFILE'],
];

/** Notarise only when one set of credentials is complete: a build without them is for testing, not for release. */
export function notarizeFromEnv(env) {
  return NOTARIZE_CREDENTIALS.some((names) => names.every((name) => Boolean(env[name])));
}

export function builderConfig(env = process.env) {
  return {
    appId: 'app.voicedesk.desktop',
    productName: 'VoiceDesk',
    copyright: 'Copyright © VoiceDesk',
    // desktopName: Electron's app_id / WM_CLASS on Linux, so windows belong to the .desktop entry.
    extraMetadata: { desktopName: 'voicedesk.desktop' },
    directories: { output: 'dist', buildResources: 'resources' },
    files: [
      'out/**',
      'package.json',
      // src/main/index.ts gives the window this icon (app path + resources/icon.png).
      'resources/icon.png',
      '!**/*.map',
      '!node_modules/tsx/**',
      '!node_modules/esbuild/**',
      '!node_modules/@esbuild/**',
      // better-sqlite3's C sources and build leftovers (20 MB); the app needs build/Release/better_sqlite3.node only.
      '!node_modules/better-sqlite3/{deps,src}/**',
      '!node_modules/better-sqlite3/build/{deps,Release/obj,Release/obj.target,Release/.deps}/**',
      '!node_modules/better-sqlite3/build/Release/test_extension.node',
    ],
    // Help opens the README with the OS's viewer, which cannot read inside the asar archive (src/main/electron/app-menu.ts).
    extraResources: [{ from: 'README.md', to: 'README.md' }],
    // Native modules are loaded from real files, never from inside the asar archive.
    asarUnpack: ['**/*.node'],
    npmRebuild: false,
    afterPack: putElectronNativeModules,
    artifactName: '${productName}-${version}-${os}-${arch}.${ext}',
    protocols: [{ name: 'VoiceDesk link', schemes: ['voicedesk'] }],
    publish: null,
    mac: {
      target: [
        { target: 'dmg', arch: ['arm64', 'x64'] },
        { target: 'zip', arch: ['arm64', 'x64'] },
      ],
      icon: 'resources/icon.icns',
      category: 'public.app-category.business',
      hardenedRuntime: true,
      entitlements: 'resources/entitlements.mac.plist',
      entitlementsInherit: 'resources/entitlements.mac.plist',
      notarize: notarizeFromEnv(env),
    },
    win: {
      target: [{ target: 'nsis', arch: ['x64'] }],
      icon: 'resources/icon.ico',
    },
    nsis: {
      oneClick: false,
      perMachine: false,
      allowToChangeInstallationDirectory: true,
      createDesktopShortcut: true,
      createStartMenuShortcut: true,
      shortcutName: 'VoiceDesk',
      // The data folder holds the user's mirrors and unsent edits: an uninstall keeps them.
      deleteAppDataOnUninstall: false,
    },
    linux: {
      target: [
        { target: 'AppImage', arch: ['x64'] },
        { target: 'deb', arch: ['x64'] },
      ],
      icon: 'resources/icon.png',
      executableName: 'voicedesk',
      category: 'Office',
      maintainer: 'VoiceDesk <support@voicedesk.app>',
      vendor: 'VoiceDesk',
      synopsis: 'Your Voice Agent Platform workspaces, mirrored on this computer',
      // The .desktop entry's MimeType gets x-scheme-handler/voicedesk from `protocols` above, and Exec ends in %U.
    },
    deb: {
      // Electron's own needs, and the Secret Service for the keychain (src/main/secrets).
      depends: ['libgtk-3-0', 'libnotify4', 'libnss3', 'libxss1', 'libxtst6', 'xdg-utils', 'libatspi2.0-0', 'libuuid1', 'libsecret-1-0'],
    },
  };
}

export default builderConfig();
