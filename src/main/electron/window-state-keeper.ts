import { screen, type BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';
import { loadWindowState, MIN_SIZE, placeWindow, saveWindowState, windowStateFile, type WindowState } from '../desktop/window-state';

/**
 * The window's size, position, maximised and full-screen states, restored
 * at launch (made to fit today's displays: desktop/window-state.ts) and
 * saved when they change, a moment after the user stops dragging, and
 * when the window closes.
 */
const SAVE_AFTER_MS = 500;

export function restoredWindowOptions(dataRoot: string): { options: BrowserWindowConstructorOptions; state: WindowState } {
  const displays = screen.getAllDisplays().map((display) => ({ workArea: display.workArea, primary: display.id === screen.getPrimaryDisplay().id }));
  const state = placeWindow(loadWindowState(windowStateFile(dataRoot)), displays);
  return { state, options: { ...state.bounds, minWidth: MIN_SIZE.width, minHeight: MIN_SIZE.height } };
}

export function keepWindowState(window: BrowserWindow, dataRoot: string, restored: WindowState): void {
  if (restored.maximized) window.maximize();
  if (restored.fullScreen) window.setFullScreen(true);
  const file = windowStateFile(dataRoot);
  // The size and place to come back to from maximised or full screen: the window's normal bounds.
  const save = () => {
    if (window.isDestroyed()) return;
    try {
      saveWindowState(file, { bounds: window.getNormalBounds(), maximized: window.isMaximized(), fullScreen: window.isFullScreen() });
    } catch (error) {
      // Losing the window's place is a nuisance, not a reason to interrupt the user.
      console.error('[window] could not save its size and place:', error);
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_AFTER_MS);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize', 'enter-full-screen', 'leave-full-screen'] as const) window.on(event as 'resize', saveSoon);
  window.on('close', () => {
    clearTimeout(timer);
    save();
  });
}
