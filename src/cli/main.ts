import { Command } from 'commander';
import { packageInfo } from './package-info';
import { registerUiCommand } from './commands/ui';
import { registerStartCommand } from './commands/start';
import { registerPackageCommand } from './commands/package';
import { registerLoginCommand } from './commands/login';
import { registerLogoutCommand } from './commands/logout';
import { registerProfilesCommand } from './commands/profiles';
import { registerSyncCommand } from './commands/sync';
import { registerExportCommand } from './commands/export';
import { registerSearchCommand } from './commands/search';
import { registerApplyCommand } from './commands/apply';
import { registerImportContactsCommand } from './commands/import-contacts';
import { registerPushCommand } from './commands/push';
import { registerOutboxCommand } from './commands/outbox';
import { registerDncRequestsCommand } from './commands/dnc-requests';
import { CliFailure } from './cli-failure';

const program = new Command()
  .name('voicedesk')
  .description('VoiceDesk: your Voice Agent Platform workspaces, mirrored on this computer.')
  .version(packageInfo().version)
  .showHelpAfterError('(add --help for the list of options)');

registerUiCommand(program);
registerStartCommand(program);
registerPackageCommand(program);
registerLoginCommand(program);
registerProfilesCommand(program);
registerLogoutCommand(program);
registerSyncCommand(program);
registerExportCommand(program);
registerSearchCommand(program);
registerApplyCommand(program);
registerImportContactsCommand(program);
registerPushCommand(program);
registerOutboxCommand(program);
registerDncRequestsCommand(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  // Expected failures say what went wrong in plain words, without a stack.
  if (error instanceof CliFailure) {
    process.stderr.write(`voicedesk: ${error.message}\n`);
    process.exit(error.exitCode);
  }
  throw error;
}
