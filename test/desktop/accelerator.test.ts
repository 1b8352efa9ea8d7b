import { describe, expect, it } from 'vitest';
import { matchesAccelerator } from '../../src/shared/contract/accelerator';

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}, code?: string) => ({
  key,
  ...(code === undefined ? {} : { code }),
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('matching a key press to an accelerator', () => {
  it('reads CmdOrCtrl as Ctrl off a Mac and as ⌘ on one', () => {
    expect(matchesAccelerator('CmdOrCtrl+F', press('f', { ctrlKey: true }), false)).toBe(true);
    expect(matchesAccelerator('CmdOrCtrl+F', press('f', { metaKey: true }), false)).toBe(false);
    expect(matchesAccelerator('CmdOrCtrl+F', press('f', { metaKey: true }), true)).toBe(true);
    expect(matchesAccelerator('CmdOrCtrl+F', press('f', { ctrlKey: true }), true)).toBe(false);
  });

  it('needs exactly the modifiers named', () => {
    expect(matchesAccelerator('CmdOrCtrl+Shift+S', press('S', { ctrlKey: true, shiftKey: true }), false)).toBe(true);
    expect(matchesAccelerator('CmdOrCtrl+Shift+S', press('s', { ctrlKey: true }), false)).toBe(false);
    expect(matchesAccelerator('CmdOrCtrl+S', press('S', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(matchesAccelerator('CmdOrCtrl+1', press('1', { ctrlKey: true, altKey: true }), false)).toBe(false);
  });

  it('knows a shifted digit by its physical key', () => {
    expect(matchesAccelerator('CmdOrCtrl+Shift+1', press('!', { ctrlKey: true, shiftKey: true }, 'Digit1'), false)).toBe(true);
    expect(matchesAccelerator('CmdOrCtrl+2', press('1', { ctrlKey: true }, 'Digit1'), false)).toBe(false);
  });
});
