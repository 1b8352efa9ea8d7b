import { newProgram, runProgram } from './cli-program';
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

const program = newProgram();

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

await runProgram(program);
