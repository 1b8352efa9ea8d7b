import { app, Menu, shell, type MenuItemConstructorOptions } from 'electron';
import { join } from 'node:path';
import type { AppCommand } from '../../shared/contract/app-commands';
import { menuTemplate } from '../desktop/menu-template';

/** The application menu (desktop/menu-template.ts); `run` carries a command to the window. */
export function installAppMenu(options: { appName: string; development: boolean; run(command: AppCommand): void }): void {
  const template = menuTemplate(process.platform, {
    ...options,
    // The README shipped with the app explains it without a network. An installed app keeps it beside the asar
    // archive (electron-builder.config.mjs, extraResources), since the OS cannot open a file inside the archive.
    openHelp: () => void shell.openPath(join(app.isPackaged ? process.resourcesPath : app.getAppPath(), 'README.md')),
  });
  // The template's items are a subset of Electron's own options, roles included.
  Menu.setApplicationMenu(Menu.buildFromTemplate(template as MenuItemConstructorOptions[]));
}
