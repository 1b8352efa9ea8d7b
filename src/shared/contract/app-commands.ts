import { z } from 'zod';

/**
 * The app's own commands, the same in the desktop app's menu and in the
 * renderer's keyboard shortcuts (browser mode, where there is no menu). The
 * menu sends a command to the window as an `app.command` event; the renderer
 * carries it out exactly as if its own shortcut had been pressed, so each
 * command has one implementation.
 *
 * Accelerators are in Electron's notation (`CmdOrCtrl+Shift+S`); the
 * renderer reads the same strings (accelerator.ts).
 */
export const appCommand = z.enum([
  'focus-search',
  'show-calls',
  'show-contacts',
  'show-campaigns',
  'show-agents',
  'show-analytics',
  'show-outbox',
  'show-dnc-requests',
  'sync-now',
  'send-outbox',
  'manage-workspaces',
]);
export type AppCommand = z.infer<typeof appCommand>;

export interface AppCommandInfo {
  command: AppCommand;
  label: string;
  accelerator: string;
}

export const APP_COMMANDS: readonly AppCommandInfo[] = [
  { command: 'focus-search', label: 'Search', accelerator: 'CmdOrCtrl+F' },
  { command: 'show-calls', label: 'Calls', accelerator: 'CmdOrCtrl+1' },
  { command: 'show-contacts', label: 'Contacts', accelerator: 'CmdOrCtrl+2' },
  { command: 'show-campaigns', label: 'Campaigns', accelerator: 'CmdOrCtrl+3' },
  { command: 'show-agents', label: 'Agents', accelerator: 'CmdOrCtrl+4' },
  { command: 'show-analytics', label: 'Analytics', accelerator: 'CmdOrCtrl+5' },
  { command: 'show-outbox', label: 'Outbox', accelerator: 'CmdOrCtrl+6' },
  { command: 'show-dnc-requests', label: 'Do-not-call requests', accelerator: 'CmdOrCtrl+7' },
  { command: 'sync-now', label: 'Sync Now', accelerator: 'CmdOrCtrl+Shift+S' },
  { command: 'send-outbox', label: 'Send Outbox', accelerator: 'CmdOrCtrl+Shift+U' },
  { command: 'manage-workspaces', label: 'Manage Workspaces…', accelerator: 'CmdOrCtrl+Shift+M' },
];

export function commandInfo(command: AppCommand): AppCommandInfo {
  const info = APP_COMMANDS.find((entry) => entry.command === command);
  if (!info) throw new Error(`no entry for the app command "${command}" in APP_COMMANDS`);
  return info;
}
