import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const resources = join(import.meta.dirname, '..', '..', 'resources');

describe("the installers' icons (drawn by resources/draw-icons.mjs)", () => {
  it('has a 1024 px PNG, what electron-builder wants as the source of every icon', () => {
    const png = readFileSync(join(resources, 'icon.png'));

    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
  });

  it('has an .ico with a 256 px image, the size electron-builder requires for Windows', () => {
    const ico = readFileSync(join(resources, 'icon.ico'));
    const count = ico.readUInt16LE(4);
    // In an ICO directory entry, a width of 0 means 256.
    const widths = Array.from({ length: count }, (_, index) => ico[6 + 16 * index] || 256);

    expect(ico.readUInt16LE(2)).toBe(1);
    expect(widths).toContain(256);
  });

  it('has an .icns holding the 1024 px image (ic10) and its length in its header', () => {
    const icns = readFileSync(join(resources, 'icon.icns'));
    const types: string[] = [];
    for (let offset = 8; offset < icns.length; offset += icns.readUInt32BE(offset + 4)) types.push(icns.subarray(offset, offset + 4).toString('ascii'));

    expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    expect(types).toContain('ic10');
  });
});
