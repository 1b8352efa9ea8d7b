/**
 * Whether a key press is an Electron-style accelerator (`CmdOrCtrl+Shift+S`):
 * the renderer's keyboard shortcuts read the menu's own accelerators, so the
 * two cannot drift apart. Only what APP_COMMANDS uses is understood:
 * CmdOrCtrl, Shift and Alt, and a single letter or digit.
 */
export interface KeyPress {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function matchesAccelerator(accelerator: string, press: KeyPress, isMac: boolean): boolean {
  const parts = accelerator.split('+');
  const key = parts.pop()?.toLowerCase() ?? '';
  const modifiers = new Set(parts.map((part) => part.toLowerCase()));
  const command = modifiers.has('cmdorctrl');
  // On a Mac CmdOrCtrl is ⌘ and Ctrl is a different key; elsewhere it is Ctrl, and ⌘ (the Windows key) is never part of one.
  const wantCtrl = command && !isMac;
  const wantMeta = command && isMac;
  if (press.ctrlKey !== wantCtrl || press.metaKey !== wantMeta) return false;
  if (press.shiftKey !== modifiers.has('shift') || press.altKey !== modifiers.has('alt')) return false;
  // Shift turns "1" into "!" and a letter to upper case: the physical key (code) says which it was.
  if (press.key.toLowerCase() === key) return true;
  return press.code === (/^\d$/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`);
}
