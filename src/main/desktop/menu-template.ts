import { APP_COMMANDS, commandInfo, type AppCommand } from '../../shared/contract/app-commands';

/**
 * The application menu, as plain data that Electron's
 * `Menu.buildFromTemplate` takes (src/main/electron/app-menu.ts). Policy:
 * the platform's standard roles do the standard things (so copy, paste,
 * zoom and full screen behave as in every other app, with the OS's own
 * labels and shortcuts), and the app's own commands are sent to the window
 * (APP_COMMANDS, the same list the renderer's shortcuts read). macOS gets
 * its app menu (About, Hide, Quit…) and a Window menu with its roles; the
 * other platforms put Quit in File. Reload and the developer tools appear
 * only in development: a user who reloads would only lose their place.
 */
export type MenuRole =
  | 'appMenu' | 'about' | 'services' | 'hide' | 'hideOthers' | 'unhide' | 'quit'
  | 'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'pasteAndMatchStyle' | 'delete' | 'selectAll'
  | 'reload' | 'forceReload' | 'toggleDevTools' | 'resetZoom' | 'zoomIn' | 'zoomOut' | 'togglefullscreen'
  | 'windowMenu' | 'minimize' | 'zoom' | 'front' | 'close' | 'help';

export interface MenuItem {
  role?: MenuRole;
  label?: string;
  type?: 'separator';
  accelerator?: string;
  submenu?: MenuItem[];
  click?: () => void;
}

export interface MenuOptions {
  appName: string;
  /** Development (electron-vite's dev server): Reload and the developer tools. */
  development: boolean;
  /** Carries out an app command in the focused window. */
  run(command: AppCommand): void;
  /** Opens the app's help (the README) outside the app. */
  openHelp(): void;
}

const separator: MenuItem = { type: 'separator' };

export function menuTemplate(platform: NodeJS.Platform | string, options: MenuOptions): MenuItem[] {
  const mac = platform === 'darwin';
  const command = (name: AppCommand, label?: string): MenuItem => {
    const info = commandInfo(name);
    return { label: label ?? info.label, accelerator: info.accelerator, click: () => options.run(name) };
  };
  const screens = APP_COMMANDS.filter((info) => info.command.startsWith('show-')).map((info) => command(info.command));

  const appMenu: MenuItem[] = mac
    ? [
        {
          label: options.appName,
          submenu: [{ role: 'about' }, separator, { role: 'services' }, separator, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, separator, { role: 'quit' }],
        },
      ]
    : [];
  const file: MenuItem = {
    label: mac ? 'File' : '&File',
    submenu: [command('sync-now'), command('send-outbox'), separator, command('manage-workspaces'), ...(mac ? [separator, { role: 'close' as const }] : [separator, { role: 'quit' as const }])],
  };
  const edit: MenuItem = {
    label: mac ? 'Edit' : '&Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' as const }] : []),
      { role: 'delete' },
      { role: 'selectAll' },
      separator,
      command('focus-search', 'Find…'),
    ],
  };
  const view: MenuItem = {
    label: mac ? 'View' : '&View',
    submenu: [
      ...screens,
      separator,
      ...(options.development ? [{ role: 'reload' as const }, { role: 'forceReload' as const }, { role: 'toggleDevTools' as const }, separator] : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  };
  const window: MenuItem = mac
    ? { role: 'windowMenu', label: 'Window', submenu: [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }] }
    : { label: '&Window', submenu: [{ role: 'minimize' }, { role: 'close' }] };
  const help: MenuItem = { role: 'help', label: mac ? 'Help' : '&Help', submenu: [{ label: `${options.appName} Help`, click: options.openHelp }] };
  return [...appMenu, file, edit, view, window, help];
}
