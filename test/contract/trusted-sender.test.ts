import { describe, expect, it } from 'vitest';
import { isTrustedFrameUrl } from '../../src/main/electron/trusted-sender';

describe('isTrustedFrameUrl', () => {
  const packaged = 'file:///opt/VoiceDesk/resources/app.asar/out/renderer/index.html';
  const devServer = 'http://localhost:5173/';

  it('trusts the packaged app’s own page, with or without a hash or query', () => {
    expect(isTrustedFrameUrl(packaged, packaged)).toBe(true);
    expect(isTrustedFrameUrl(`${packaged}#/calls/42`, packaged)).toBe(true);
    expect(isTrustedFrameUrl(`${packaged}?section=calls`, packaged)).toBe(true);
  });

  it('refuses any other local file, even one beside the app’s page', () => {
    expect(isTrustedFrameUrl('file:///opt/VoiceDesk/resources/app.asar/out/renderer/other.html', packaged)).toBe(false);
    expect(isTrustedFrameUrl('file:///home/staff/Downloads/index.html', packaged)).toBe(false);
    expect(isTrustedFrameUrl('file://evil-share/opt/VoiceDesk/resources/app.asar/out/renderer/index.html', packaged)).toBe(false);
  });

  it('sees through dot segments rather than trusting their spelling', () => {
    expect(isTrustedFrameUrl('file:///opt/VoiceDesk/resources/app.asar/out/renderer/../renderer/index.html', packaged)).toBe(true);
    expect(isTrustedFrameUrl('file:///opt/VoiceDesk/resources/app.asar/out/renderer/index.html/../../../evil.html', packaged)).toBe(false);
  });

  it('trusts any page on the dev server’s origin and nothing on another origin', () => {
    expect(isTrustedFrameUrl('http://localhost:5173/', devServer)).toBe(true);
    expect(isTrustedFrameUrl('http://localhost:5173/calls?x=1', devServer)).toBe(true);
    expect(isTrustedFrameUrl('http://localhost:5174/', devServer)).toBe(false);
    expect(isTrustedFrameUrl('https://localhost:5173/', devServer)).toBe(false);
    expect(isTrustedFrameUrl('http://localhost.evil.example:5173/', devServer)).toBe(false);
    expect(isTrustedFrameUrl('http://evil.example/?http://localhost:5173/', devServer)).toBe(false);
  });

  it('refuses a web page when the app is packaged, and a file when it runs from the dev server', () => {
    expect(isTrustedFrameUrl('https://evil.example/index.html', packaged)).toBe(false);
    expect(isTrustedFrameUrl(packaged, devServer)).toBe(false);
  });

  it('refuses what is not a URL, and pages with no origin of their own', () => {
    expect(isTrustedFrameUrl('', packaged)).toBe(false);
    expect(isTrustedFrameUrl('not a url', packaged)).toBe(false);
    expect(isTrustedFrameUrl('about:blank', packaged)).toBe(false);
    expect(isTrustedFrameUrl('data:text/html,<script>alert(1)</script>', devServer)).toBe(false);
    expect(isTrustedFrameUrl('about:blank', 'about:blank')).toBe(false);
  });
});
