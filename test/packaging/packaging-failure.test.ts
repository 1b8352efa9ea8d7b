import { describe, expect, it } from 'vitest';
import { packagingFailureLine } from '../../src/cli/packaging/packaging-failure';

/** electron-builder 26's output on a machine that reaches only the npm registry (as printed here, trimmed). */
const offlineElectronDownload = [
  '  • electron-builder  version=26.17.0 os=6.18.44',
  '  • loaded configuration  file=/repo/electron-builder.config.mjs',
  '  • skipped dependencies rebuild  reason=npmRebuild is set to false',
  '  • packaging       platform=linux arch=x64 electron=45.4.1 appOutDir=dist/linux-unpacked',
  '  ⨯ getaddrinfo ENOTFOUND github.com  failedTask=build stackTrace=RequestError: getaddrinfo ENOTFOUND github.com',
  '    at ClientRequest.<anonymous> (/tmp/eb/node_modules/got/dist/source/core/index.js:970:111)',
  '    at processTicksAndRejections (node:internal/process/task_queues:82:21)',
];

function builderFailed(outputLines: string[], exitCode = 1) {
  return packagingFailureLine({ kind: 'builder-failed', electronVersion: '45.4.1', outputLines, exitCode });
}

describe("npm run package's one line on failure", () => {
  it("says Electron could not be downloaded, and that packaging needs Electron's releases, when the download fails while packaging", () => {
    expect(builderFailed(offlineElectronDownload)).toBe(
      "VoiceDesk could not be packaged: Electron 45.4.1 could not be downloaded (getaddrinfo ENOTFOUND github.com). Packaging needs network access to Electron's releases (github.com/electron/electron/releases).",
    );
  });

  it('is one line, without the stack trace', () => {
    const line = builderFailed(offlineElectronDownload);

    expect(line).not.toContain('\n');
    expect(line).not.toContain('stackTrace');
    expect(line).not.toContain('    at ');
  });

  it("names the target whose tools could not be downloaded when a download fails while building it", () => {
    const lines = [
      '  • packaging       platform=linux arch=x64 electron=45.4.1 appOutDir=dist/linux-unpacked',
      '  • building        target=AppImage arch=x64 file=dist/VoiceDesk-0.1.0-linux-x86_64.AppImage',
      '  ⨯ connect ETIMEDOUT 140.82.121.4:443  failedTask=build stackTrace=Error: connect ETIMEDOUT',
    ];

    expect(builderFailed(lines)).toBe(
      'VoiceDesk could not be packaged: the tools electron-builder needs for AppImage could not be downloaded (connect ETIMEDOUT 140.82.121.4:443). Packaging needs network access to github.com/electron-userland/electron-builder-binaries.',
    );
  });

  it("passes on the reason SQLite's Electron build could not be fetched, with what is needed", () => {
    const lines = [
      '  • packaging       platform=linux arch=x64 electron=45.4.1 appOutDir=dist/linux-unpacked',
      "  ⨯ SQLite's build for Electron 45.4.1 (linux-x64) could not be fetched (getaddrinfo ENOTFOUND github.com)  failedTask=build stackTrace=Error: SQLite's build…",
    ];

    expect(builderFailed(lines)).toBe(
      "VoiceDesk could not be packaged: SQLite's build for Electron 45.4.1 (linux-x64) could not be fetched (getaddrinfo ENOTFOUND github.com). Packaging needs network access to better-sqlite3's releases on GitHub.",
    );
  });

  it("passes on electron-builder's own message for anything else", () => {
    const lines = ['  • loaded configuration  file=/repo/electron-builder.config.mjs', '  ⨯ Invalid configuration object  failedTask=build stackTrace=…'];

    expect(builderFailed(lines)).toBe('VoiceDesk could not be packaged: electron-builder stopped: Invalid configuration object.');
  });

  it('says how electron-builder stopped when it printed no error', () => {
    expect(builderFailed(['  • packaging  platform=linux'], 3)).toBe('VoiceDesk could not be packaged: electron-builder stopped with exit code 3 without saying why.');
  });

  it('says to install electron-builder when it is missing', () => {
    expect(packagingFailureLine({ kind: 'builder-missing' })).toBe(
      'VoiceDesk could not be packaged: electron-builder is not installed. Run npm install (it is one of the devDependencies).',
    );
  });

  it('points at the build errors above when the app does not build', () => {
    expect(packagingFailureLine({ kind: 'build-failed', exitCode: 2 })).toBe('VoiceDesk could not be packaged: electron-vite build stopped with exit code 2 (its errors are above).');
  });

  it('says where installers are built on an OS without them', () => {
    expect(packagingFailureLine({ kind: 'unsupported-platform', platform: 'freebsd' })).toBe(
      'VoiceDesk could not be packaged: installers are built on macOS, Windows or Linux, not on freebsd.',
    );
  });
});
