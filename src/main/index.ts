import { app, BrowserWindow, ipcMain, session } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDataPaths, resolveDataPaths } from './files/data-paths';
import { startCore, type Core } from './app/start-core';
import { startSandboxProcess, type SandboxProcess } from './demo/sandbox-process';
import { electronSandboxCommand } from './electron/demo-sandbox';
import { createTrustedSenderCheck } from './electron/trusted-sender';
import { applySessionPolicy, applyWindowPolicy } from './electron/window-policy';
import { registerIpcHost } from './host/ipc-host';
import { claimSingleInstance } from './electron/deep-links';
import { integrateDesktop, mainWindow } from './electron/desktop-integration';
import { keepWindowState, restoredWindowOptions } from './electron/window-state-keeper';

// The desktop app's edge: Electron's objects meet the core here and nowhere else.

let sandbox: SandboxProcess | undefined;
let core: Core | undefined;
let stopNotifications: (() => void) | undefined;

// electron-vite's dev server sets ELECTRON_RENDERER_URL; a build loads the file.
const appUrl = process.env['ELECTRON_RENDERER_URL'] ?? pathToFileURL(join(import.meta.dirname, '..', 'renderer', 'index.html')).href;

async function main(): Promise<void> {
  // A second launch hands its arguments (a link) to the running app and quits.
  if (!claimSingleInstance(mainWindow)) return app.quit();
  await app.whenReady();
  applySessionPolicy(session.defaultSession, appUrl);
  const paths = ensureDataPaths(resolveDataPaths());
  sandbox = await startSandboxProcess(electronSandboxCommand(join(paths.demoDir, 'sandbox.sqlite')), (line) => console.error(`[demo] ${line}`));
  core = startCore({
    info: { name: 'VoiceDesk', version: app.getVersion(), mode: 'electron', platform: process.platform },
    paths,
    backend: { kind: 'demo', baseUrl: sandbox.base_url, apiKey: sandbox.keys.write },
    autoSync: true,
  });

  registerIpcHost({
    ipcMain,
    handlers: core.handlers,
    events: core.events,
    isTrustedSender: createTrustedSenderCheck(appUrl),
    getWebContents: () => BrowserWindow.getAllWindows().map((window) => window.webContents),
  });

  const restored = restoredWindowOptions(paths.root);
  const window = new BrowserWindow({
    ...restored.options,
    title: 'VoiceDesk',
    icon: join(app.getAppPath(), 'resources', 'icon.png'),
    webPreferences: {
      preload: join(import.meta.dirname, '..', 'preload', 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  applyWindowPolicy(window, appUrl);
  keepWindowState(window, paths.root, restored.state);
  stopNotifications = integrateDesktop({ core, window: mainWindow, development: process.env['ELECTRON_RENDERER_URL'] !== undefined });
  await window.loadURL(appUrl);
}

app.on('window-all-closed', () => app.quit());
let quitting = false;
app.on('will-quit', (event) => {
  if (quitting) return;
  // Let running syncs commit and the mirrors close before the app exits.
  event.preventDefault();
  quitting = true;
  stopNotifications?.();
  void Promise.allSettled([core?.close(), sandbox?.stop()]).then(() => app.quit());
});

main().catch((error: unknown) => {
  console.error('VoiceDesk could not start:', error);
  app.exit(1);
});
