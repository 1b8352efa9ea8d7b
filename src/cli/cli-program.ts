import { Command } from 'commander';
import { CliFailure } from './cli-failure';
import { packageInfo } from './package-info';

/** The `voicedesk` command line without its commands (main.ts adds them). */
export function newProgram(): Command {
  return new Command()
    .name('voicedesk')
    .description('VoiceDesk: your Voice Agent Platform workspaces, mirrored on this computer.')
    .version(packageInfo().version)
    .showHelpAfterError('(add --help for the list of options)');
}

export async function runProgram(program: Command, argv: readonly string[] = process.argv): Promise<void> {
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    // Expected failures say what went wrong in plain words, without a stack.
    if (error instanceof CliFailure) {
      process.stderr.write(`voicedesk: ${error.message}\n`);
      process.exit(error.exitCode);
    }
    throw error;
  }
}
