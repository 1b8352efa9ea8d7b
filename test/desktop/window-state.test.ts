import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, loadWindowState, placeWindow, saveWindowState, windowStateFile, type DisplayArea, type WindowState } from '../../src/main/desktop/window-state';

const laptop: DisplayArea = { workArea: { x: 0, y: 25, width: 1440, height: 875 }, primary: true };
const monitorOnTheRight: DisplayArea = { workArea: { x: 1440, y: 0, width: 2560, height: 1400 } };
const state = (x: number, y: number, width: number, height: number, extra: Partial<WindowState> = {}): WindowState => ({ bounds: { x, y, width, height }, maximized: false, fullScreen: false, ...extra });

describe('placing the window on today\'s displays', () => {
  it('opens at the default size, centred on the primary display, the first time', () => {
    expect(placeWindow(undefined, [monitorOnTheRight, laptop])).toEqual(state(80, 63, DEFAULT_SIZE.width, DEFAULT_SIZE.height));
  });

  it('restores a window that is still on a display exactly where it was', () => {
    expect(placeWindow(state(1600, 100, 1200, 900), [laptop, monitorOnTheRight])).toEqual(state(1600, 100, 1200, 900));
  });

  it('keeps the maximised and full-screen states', () => {
    expect(placeWindow(state(100, 100, 1000, 700, { maximized: true }), [laptop]).maximized).toBe(true);
    expect(placeWindow(state(100, 100, 1000, 700, { fullScreen: true }), [laptop]).fullScreen).toBe(true);
  });

  it('moves a window left on an unplugged monitor to the primary display, shrunk to fit', () => {
    expect(placeWindow(state(1600, 100, 2000, 1200), [laptop])).toEqual(state(0, 25, 1440, 875));
  });

  it('pulls a window hanging off the edge of its display back inside', () => {
    expect(placeWindow(state(1300, 600, 1000, 700), [laptop])).toEqual(state(440, 200, 1000, 700));
  });

  it('brings back a window whose title bar was above the work area, where it could not be dragged', () => {
    const placed = placeWindow(state(100, -300, 1000, 700), [laptop]);
    expect(placed.bounds.y).toBeGreaterThanOrEqual(25);
  });

  it('never makes the window smaller than the display allows, nor larger', () => {
    const tiny: DisplayArea = { workArea: { x: 0, y: 0, width: 640, height: 480 }, primary: true };
    expect(placeWindow(state(0, 0, 300, 200), [tiny])).toEqual(state(0, 0, 640, 480));
  });
});

describe('the window-state file', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('reads back what it saved, leaving no temporary file behind', () => {
    folder = mkdtempSync(join(tmpdir(), 'voicedesk-window-'));
    const file = windowStateFile(folder);
    saveWindowState(file, state(10, 20, 900, 600, { maximized: true }));
    expect(loadWindowState(file)).toEqual(state(10, 20, 900, 600, { maximized: true }));
    expect(readdirSync(folder)).toEqual(['window-state.json']);
  });

  it('ignores a missing, broken or foreign file rather than failing to open the window', () => {
    folder = mkdtempSync(join(tmpdir(), 'voicedesk-window-'));
    const file = windowStateFile(folder);
    expect(loadWindowState(file)).toBeUndefined();
    writeFileSync(file, '{"bounds": {"x": 1');
    expect(loadWindowState(file)).toBeUndefined();
    writeFileSync(file, JSON.stringify({ bounds: { x: 0, y: 0, width: -5, height: 10 }, maximized: false, fullScreen: false }));
    expect(loadWindowState(file)).toBeUndefined();
  });
});
