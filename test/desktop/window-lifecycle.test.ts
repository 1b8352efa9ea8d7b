import { describe, expect, it } from 'vitest';
import { closeHidesWindow, quitsWithLastWindow } from '../../src/main/desktop/window-lifecycle';

describe('closing the window', () => {
  it('hides it on macOS, where the app lives on in the Dock, until the user quits', () => {
    expect(closeHidesWindow('darwin', false)).toBe(true);
    expect(closeHidesWindow('darwin', true)).toBe(false);
    expect(quitsWithLastWindow('darwin')).toBe(false);
  });

  it('closes it and quits the app on Windows and Linux', () => {
    for (const platform of ['win32', 'linux'] as const) {
      expect(closeHidesWindow(platform, false)).toBe(false);
      expect(quitsWithLastWindow(platform)).toBe(true);
    }
  });
});
