import { describe, expect, it } from 'vitest';
import { handOffSecondInstance, type FocusableWindow } from '../../src/main/desktop/single-instance';

/** A window as Electron's would behave for these calls: restore un-minimises, show un-hides. */
function windowThat(state: { minimized: boolean; visible: boolean; destroyed?: boolean }) {
  const calls: string[] = [];
  const window: FocusableWindow = {
    isDestroyed: () => state.destroyed === true,
    isMinimized: () => state.minimized,
    isVisible: () => state.visible,
    restore: () => {
      calls.push('restore');
      state.minimized = false;
    },
    show: () => {
      calls.push('show');
      state.visible = true;
    },
    focus: () => calls.push('focus'),
  };
  return { window, calls, state };
}

const LINK = 'voicedesk://calls/call_0b6f3a4e-6d1c-4a55-9a3e-2f1c9b8d7e60';

describe('a second launch of the app', () => {
  it('restores a minimised window and focuses it', () => {
    const { window, calls, state } = windowThat({ minimized: true, visible: true });
    handOffSecondInstance(['/opt/VoiceDesk/voicedesk'], window, () => undefined);
    expect(calls).toEqual(['restore', 'focus']);
    expect(state.minimized).toBe(false);
  });

  it('shows a hidden window and focuses it', () => {
    const { window, calls } = windowThat({ minimized: false, visible: false });
    handOffSecondInstance([], window, () => undefined);
    expect(calls).toEqual(['show', 'focus']);
  });

  it('hands the running app the link it was launched with', () => {
    const { window } = windowThat({ minimized: false, visible: true });
    const opened: string[] = [];
    handOffSecondInstance(['/opt/VoiceDesk/voicedesk', '--allow-file-access-from-files', LINK], window, (url) => opened.push(url));
    expect(opened).toEqual([LINK]);
  });

  it('opens nothing when launched without a link', () => {
    const opened: string[] = [];
    handOffSecondInstance(['/opt/VoiceDesk/voicedesk', 'https://example.com'], windowThat({ minimized: false, visible: true }).window, (url) => opened.push(url));
    expect(opened).toEqual([]);
  });

  it('still hands the link over when the window is gone (it opens once a new one is ready)', () => {
    const opened: string[] = [];
    const { window, calls } = windowThat({ minimized: false, visible: true, destroyed: true });
    handOffSecondInstance([LINK], window, (url) => opened.push(url));
    expect(calls).toEqual([]);
    expect(opened).toEqual([LINK]);
  });
});
