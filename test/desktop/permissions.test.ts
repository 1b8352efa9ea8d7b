import { describe, expect, it } from 'vitest';
import { isPermissionAllowed } from '../../src/main/desktop/permissions';

const builtApp = 'file:///opt/VoiceDesk/resources/app.asar/out/renderer/index.html';
const devApp = 'http://localhost:5173/';
const mainFrame = (requestingUrl: string | undefined) => ({ requestingUrl, isMainFrame: true });

describe('the session permission policy', () => {
  it('lets the app\'s own page write to the clipboard and show notifications', () => {
    for (const permission of ['clipboard-sanitized-write', 'clipboard-write', 'notifications']) {
      expect(isPermissionAllowed(permission, mainFrame(`${builtApp}#calls`), builtApp), permission).toBe(true);
      expect(isPermissionAllowed(permission, mainFrame('http://localhost:5173/index.html'), devApp), permission).toBe(true);
    }
  });

  it('denies the app\'s own page everything else', () => {
    for (const permission of ['clipboard-read', 'media', 'geolocation', 'openExternal', 'fullscreen', 'hid', 'unknown']) {
      expect(isPermissionAllowed(permission, mainFrame(builtApp), builtApp), permission).toBe(false);
    }
  });

  it('denies another page, even the clipboard', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', mainFrame('https://example.com/'), builtApp)).toBe(false);
    expect(isPermissionAllowed('notifications', mainFrame('file:///tmp/other.html'), builtApp)).toBe(false);
    expect(isPermissionAllowed('notifications', mainFrame('http://localhost:5174/'), devApp)).toBe(false);
  });

  it('denies a frame inside the app\'s page, and an asker it cannot identify', () => {
    expect(isPermissionAllowed('notifications', { requestingUrl: builtApp, isMainFrame: false }, builtApp)).toBe(false);
    expect(isPermissionAllowed('notifications', { requestingUrl: builtApp, isMainFrame: undefined }, builtApp)).toBe(false);
    expect(isPermissionAllowed('notifications', mainFrame(undefined), builtApp)).toBe(false);
    expect(isPermissionAllowed('notifications', mainFrame('not a url'), builtApp)).toBe(false);
  });
});
