import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomically } from '../files/write-file-atomically';

/**
 * The window's place between runs: its size and position, whether it was
 * maximised or full screen, kept in window-state.json in the app's data
 * folder. Policy, as electron-window-state and the apps built on it do:
 * a window is restored where it was only when it is still visible, that is
 * when its rectangle overlaps a display's work area (a display can be
 * unplugged, or its resolution lowered, between runs). Otherwise it is
 * moved onto the display it overlapped most, or the primary one, and
 * shrunk to fit; a state file that cannot be read is ignored.
 */
export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DisplayArea {
  /** The display's work area: its bounds without the taskbar, dock or menu bar. */
  workArea: Rectangle;
  primary?: boolean;
}

const rectangle = z.object({ x: z.number().int(), y: z.number().int(), width: z.number().int().positive(), height: z.number().int().positive() });
export const windowState = z.object({ bounds: rectangle, maximized: z.boolean(), fullScreen: z.boolean() });
export type WindowState = z.infer<typeof windowState>;

export const DEFAULT_SIZE = { width: 1280, height: 800 };
export const MIN_SIZE = { width: 800, height: 500 };
/** A window showing less than this much of itself on a display cannot be grabbed there, so it counts as lost. */
const MIN_VISIBLE = 100;

export const WINDOW_STATE_FILE = 'window-state.json';

export function windowStateFile(dataRoot: string): string {
  return join(dataRoot, WINDOW_STATE_FILE);
}

/** The saved state, or undefined when there is none or it cannot be read. */
export function loadWindowState(file: string): WindowState | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = windowState.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function saveWindowState(file: string, state: WindowState): void {
  writeFileAtomically(file, `${JSON.stringify(windowState.parse(state), null, 2)}\n`);
}

/**
 * Where to open the window: the saved state made to fit today's displays,
 * or the default size centred on the primary display when there is none.
 */
export function placeWindow(saved: WindowState | undefined, displays: readonly DisplayArea[]): WindowState {
  const primary = displays.find((display) => display.primary) ?? displays[0];
  if (!primary) return { bounds: { x: 0, y: 0, ...DEFAULT_SIZE }, maximized: false, fullScreen: false };
  if (!saved) return { bounds: centred(DEFAULT_SIZE, primary.workArea), maximized: false, fullScreen: false };
  const best = displays
    .map((display) => ({ display, overlap: overlapArea(saved.bounds, display.workArea) }))
    .sort((a, b) => b.overlap - a.overlap)[0];
  const visible = best !== undefined && isGrabbable(saved.bounds, best.display.workArea);
  const area = (visible ? best.display : primary).workArea;
  const width = clamp(saved.bounds.width, Math.min(MIN_SIZE.width, area.width), area.width);
  const height = clamp(saved.bounds.height, Math.min(MIN_SIZE.height, area.height), area.height);
  const bounds = visible
    ? { x: clamp(saved.bounds.x, area.x, area.x + area.width - width), y: clamp(saved.bounds.y, area.y, area.y + area.height - height), width, height }
    : centred({ width, height }, area);
  return { bounds, maximized: saved.maximized, fullScreen: saved.fullScreen };
}

function isGrabbable(bounds: Rectangle, area: Rectangle): boolean {
  const width = Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x);
  const height = Math.min(bounds.y + bounds.height, area.y + area.height) - Math.max(bounds.y, area.y);
  // The title bar must be on the display: a window whose top is above the work area cannot be dragged back.
  return width >= MIN_VISIBLE && height >= Math.min(MIN_VISIBLE, bounds.height) && bounds.y >= area.y && bounds.y < area.y + area.height;
}

function overlapArea(a: Rectangle, b: Rectangle): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

function centred(size: { width: number; height: number }, area: Rectangle): Rectangle {
  const width = Math.min(size.width, area.width);
  const height = Math.min(size.height, area.height);
  return { x: area.x + Math.round((area.width - width) / 2), y: area.y + Math.round((area.height - height) / 2), width, height };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), Math.max(low, high));
}
