import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lastScreenFile, readLastScreen, saveLastScreen } from '../../src/main/files/last-screen';

describe('the last screen shown', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('reads back the screen it saved', () => {
    folder = mkdtempSync(join(tmpdir(), 'voicedesk-screen-'));
    const file = lastScreenFile(folder);
    expect(readLastScreen(file)).toBeNull();
    saveLastScreen(file, 'outbox');
    expect(readLastScreen(file)).toBe('outbox');
  });

  it('counts a broken file, or a screen this version lacks, as none', () => {
    folder = mkdtempSync(join(tmpdir(), 'voicedesk-screen-'));
    const file = lastScreenFile(folder);
    writeFileSync(file, '{"screen":');
    expect(readLastScreen(file)).toBeNull();
    writeFileSync(file, '{"screen":"settings"}');
    expect(readLastScreen(file)).toBeNull();
  });
});
