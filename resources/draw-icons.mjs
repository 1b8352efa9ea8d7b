// Draws VoiceDesk's icon (a white sound wave of five bars on a blue disc, the
// design of the original 256 px icon.png) at any size, and writes the files
// the installers need, so that the icon has a source and packaging needs no
// image tool: electron-builder converts icons with a toolset it downloads, and
// uses an .icns or .ico as it is.
//   icon.png   1024 px: the window icon, Linux's desktop icon, the source of all three
//   icon.icns  macOS: PNG images from 16 to 1024 px (ICNS may hold PNG data)
//   icon.ico   Windows: PNG images from 16 to 256 px (ICO may hold PNG data; electron-builder needs 256)
// Run from the repository root after changing the design: node resources/draw-icons.mjs
// Only node:zlib and node:fs: PNG is zlib-compressed rows plus CRC-checked chunks.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

/** The design on a 256-unit canvas (measured from the original icon.png). */
const DISC = { color: [0x24, 0x57, 0xd6], radius: 119.5 };
const BAR = { width: 19, pitch: 30, heights: [39, 79, 109, 79, 39] };
/** Samples per pixel along each axis: edges are anti-aliased by coverage. */
const SAMPLES = 4;

/** RGBA pixels of the icon at size × size. */
export function drawIcon(size) {
  const unit = size / 256;
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let disc = 0;
      let bar = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const u = (x + (sx + 0.5) / SAMPLES) / unit - 128;
          const v = (y + (sy + 0.5) / SAMPLES) / unit - 128;
          if (u * u + v * v <= DISC.radius * DISC.radius) {
            disc++;
            if (inBar(u, v)) bar++;
          }
        }
      }
      const offset = (y * size + x) * 4;
      // Inside the disc the colour blends from blue to white; at its rim, alpha carries the coverage.
      const blend = disc === 0 ? 0 : bar / disc;
      for (let channel = 0; channel < 3; channel++) pixels[offset + channel] = Math.round(DISC.color[channel] * (1 - blend) + 255 * blend);
      pixels[offset + 3] = Math.round((disc / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return pixels;
}

function inBar(u, v) {
  for (let index = 0; index < BAR.heights.length; index++) {
    const centre = (index - 2) * BAR.pitch;
    const height = BAR.heights[index];
    if (Math.abs(u - centre) <= BAR.width / 2 && Math.abs(v) <= height / 2) return true;
  }
  return false;
}

export function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4); // filter byte 0: none
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** ICO: a directory of entries, each pointing at a PNG image (width and height 0 mean 256). */
export function encodeIco(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry[0] = size >= 256 ? 0 : size;
    entry[1] = size >= 256 ? 0 : size;
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** ICNS: 'icns' and the file's length, then one element per image (OSType, length, PNG data). */
export function encodeIcns(images) {
  const elements = images.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(8 + png.length, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + elements.reduce((sum, element) => sum + element.length, 0), 4);
  return Buffer.concat([head, ...elements]);
}

/** Apple's ICNS types that hold PNG data, with the pixel size of each (the @2x types are a size's double). */
const ICNS_TYPES = [
  ['icp4', 16], ['icp5', 32], ['icp6', 64], ['ic07', 128], ['ic08', 256], ['ic09', 512], ['ic10', 1024],
  ['ic11', 32], ['ic12', 64], ['ic13', 256], ['ic14', 512],
];
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pngs = new Map();
  const png = (size) => {
    if (!pngs.has(size)) pngs.set(size, encodePng(size, drawIcon(size)));
    return pngs.get(size);
  };
  const dir = new URL('.', import.meta.url);
  writeFileSync(new URL('icon.png', dir), png(1024));
  writeFileSync(new URL('icon.icns', dir), encodeIcns(ICNS_TYPES.map(([type, size]) => ({ type, png: png(size) }))));
  writeFileSync(new URL('icon.ico', dir), encodeIco(ICO_SIZES.map((size) => ({ size, png: png(size) }))));
  process.stdout.write('Wrote resources/icon.png, icon.icns and icon.ico.\n');
}
