import { newProgram, runProgram } from './cli-program';
import { registerUiCommand } from './commands/ui';

/**
 * `voicedesk ui` alone, built by electron-vite into out/main/ui-main.js: the
 * command people start the app with runs as built JavaScript, not through
 * tsx, which compiles the whole core on every start (seconds, on a busy
 * machine). bin.js chooses it when the build is newer than the sources
 * (built-cli.js); any other command, or a stale build, runs from source.
 */
const program = newProgram();
registerUiCommand(program);
await runProgram(program);
