import { app, BrowserWindow, ipcMain, session } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDataPaths, resolveDataPaths } from './files/data-paths';
import { startCore, type Backend, type Core } from './app/start-core';
import { startSandboxProcess, type SandboxProcess } from './demo/sandbox-process';
import { opensDemoAtStart } from '../shared/demo-at-start';
import { electronSandboxCommand } from './electron/demo-sandbox';
import { shareElectronSqliteBuild } from './electron/sqlite-build';
import { createTrustedSenderCheck } from './electron/trusted-sender';
import { applySessionPolicy, applyWindowPolicy } from './electron/window-policy';
import { registerIpcHost } from './host/ipc-host';
import { claimSingleInstance } from './electron/deep-links';
import { integrateDesktop, mainWindow } from './electron/desktop-integration';
import { keepWindowState, restoredWindowOptions } from './electron/window-state-keeper';
import { bringToFront } from './desktop/single-instance';
import { closeHidesWindow, quitsWithLastWindow } from './desktop/window-lifecycle';

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
  shareElectronSqliteBuild();
  const paths = ensureDataPaths(resolveDataPaths());
  const startDemo = () => startSandboxProcess(electronSandboxCommand(join(paths.demoDir, 'sandbox.sqlite')), (line) => console.error(`[demo] ${line}`));
  // An installed app starts on the saved workspaces (or the welcome screen); `npm start` on the demo.
  let backend: Backend = { kind: 'saved' };
  if (opensDemoAtStart({ isPackaged: app.isPackaged, env: process.env })) {
    sandbox = await startDemo();
    backend = { kind: 'demo', baseUrl: sandbox.base_url, apiKey: sandbox.keys.write };
  }
  core = startCore({
    info: { name: 'VoiceDesk', version: app.getVersion(), mode: 'electron', platform: process.platform },
    paths,
    backend,
    autoSync: true,
    // The welcome screen can still open the demo; the core stops it at the end.
    ...(sandbox ? {} : { launchDemo: async () => launchOf(await startDemo()) }),
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
  window.on('close', (event) => {
    if (!closeHidesWindow(process.platform, quitRequested)) return;
    event.preventDefault();
    window.hide();
  });
  keepWindowState(window, paths.root, restored.state);
  stopNotifications = integrateDesktop({ core, window: mainWindow, development: process.env['ELECTRON_RENDERER_URL'] !== undefined });
  await window.loadURL(appUrl);
}

function launchOf(demo: SandboxProcess) {
  return { baseUrl: demo.base_url, apiKey: demo.keys.write, stop: () => demo.stop() };
}

// Quit from the menu, the Dock or the OS: the window closes for real (see desktop/window-lifecycle.ts).
let quitRequested = false;
app.on('before-quit', () => {
  quitRequested = true;
});
// The Dock icon clicked: the hidden window comes back.
app.on('activate', () => bringToFront(mainWindow()));
app.on('window-all-closed', () => {
  if (quitsWithLastWindow(process.platform)) app.quit();
});
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
