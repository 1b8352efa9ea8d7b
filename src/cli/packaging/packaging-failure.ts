import { assertNever } from '../../shared/assert-never';

/**
 * `npm run package` fails with one line that says why and what is needed,
 * never with a tool's stack trace. electron-builder reports a failure as a
 * "⨯ <message>  failedTask=…  stackTrace=…" line on its output, and logs each
 * stage before it as "• <stage>  key=value…"; the stage says what a network
 * error was fetching: Electron's zip while "packaging", a target's tools
 * (NSIS, AppImage, fpm) while "building".
 */
export type PackagingFailure =
  | { kind: 'unsupported-platform'; platform: string }
  | { kind: 'builder-missing' }
  | { kind: 'build-failed'; exitCode: number }
  | { kind: 'builder-failed'; electronVersion: string; outputLines: string[]; exitCode: number };

export function packagingFailureLine(failure: PackagingFailure): string {
  return `VoiceDesk could not be packaged: ${failureReason(failure)}`;
}

function failureReason(failure: PackagingFailure): string {
  switch (failure.kind) {
    case 'unsupported-platform':
      return `installers are built on macOS, Windows or Linux, not on ${failure.platform}.`;
    case 'builder-missing':
      return 'electron-builder is not installed. Run npm install (it is one of the devDependencies).';
    case 'build-failed':
      return `electron-vite build stopped with exit code ${failure.exitCode} (its errors are above).`;
    case 'builder-failed':
      return builderReason(failure.electronVersion, failure.outputLines, failure.exitCode);
    default:
      return assertNever(failure, 'packaging failure');
  }
}

const NETWORK_ERROR = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|socket hang up|fetch failed|getaddrinfo|status code [45]\d\d|\b(403|404|5\d\d)\b/i;

/** The reason in electron-builder's output: its "⨯" line, read in the light of the stage it stopped in. */
export function builderReason(electronVersion: string, outputLines: string[], exitCode: number): string {
  const errorAt = outputLines.findIndex((line) => /^\s*⨯\s/.test(line));
  if (errorAt === -1) return `electron-builder stopped with exit code ${exitCode} without saying why.`;
  const message = logMessage(outputLines[errorAt] ?? '');
  const stage = outputLines
    .slice(0, errorAt)
    .map((line) => /^\s*•\s+(.*)$/.exec(line)?.[1])
    .filter((line) => line !== undefined)
    .at(-1);
  // Failures the afterPack hook reports (src/cli/packaging/electron-native-modules.mjs) say why already.
  if (message.startsWith("SQLite's build")) return `${message}. Packaging needs network access to better-sqlite3's releases on GitHub.`;
  if (message.startsWith('the keychain module') || message.startsWith('electron-builder left')) return `${message}.`;
  if (!NETWORK_ERROR.test(message)) return `electron-builder stopped: ${message}.`;
  const stageName = stage === undefined ? '' : logMessage(stage);
  if (stageName === 'packaging') {
    return `Electron ${electronVersion} could not be downloaded (${message}). Packaging needs network access to Electron's releases (github.com/electron/electron/releases).`;
  }
  const target = stage === undefined ? undefined : /\btarget=(\S+)/.exec(stage)?.[1];
  if (target !== undefined) {
    return `the tools electron-builder needs for ${target} could not be downloaded (${message}). Packaging needs network access to github.com/electron-userland/electron-builder-binaries.`;
  }
  return `electron-builder could not download what it needs (${message}). Packaging needs network access to github.com.`;
}

/** "⨯ message  failedTask=build stackTrace=…" → "message": electron-builder puts its fields after two spaces. */
function logMessage(line: string): string {
  const text = line.replace(/^\s*[⨯•]\s+/, '');
  return text.split(/\s{2,}\w+=/)[0]?.trim() ?? text.trim();
}
