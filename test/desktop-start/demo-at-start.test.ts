import { describe, expect, it } from 'vitest';
import { OPEN_DEMO_ENV, opensDemoAtStart } from '../../src/shared/demo-at-start';

describe('the desktop app at start', () => {
  it('opens the demo at once when npm start from a checkout asks for it', () => {
    expect(opensDemoAtStart({ isPackaged: false, env: { [OPEN_DEMO_ENV]: '1' } })).toBe(true);
  });

  it('starts on the saved workspaces (or the welcome screen) when launched from a checkout without npm start', () => {
    expect(opensDemoAtStart({ isPackaged: false, env: {} })).toBe(false);
  });

  it('starts on the saved workspaces when installed, whatever its environment says', () => {
    expect(opensDemoAtStart({ isPackaged: true, env: { [OPEN_DEMO_ENV]: '1' } })).toBe(false);
  });
});
