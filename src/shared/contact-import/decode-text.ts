/**
 * A CSV file's bytes as text. Spreadsheets save CSV as UTF-8 (Excel adds a
 * byte-order mark) or as "Unicode text", UTF-16 with a mark; the mark says
 * which, and is dropped. Without one the file is read as UTF-8, which holds
 * plain ASCII too; bytes that are not UTF-8 become U+FFFD rather than an
 * error, so a stray Windows-1252 accent spoils one name, not the file.
 */
export type TextEncodingName = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be';

export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
}

/** The encoding in words, for the preview ("UTF-16 (little-endian)"). */
export function encodingLabel(encoding: TextEncodingName): string {
  switch (encoding) {
    case 'utf-8':
      return 'UTF-8';
    case 'utf-8-bom':
      return 'UTF-8 (with byte-order mark)';
    case 'utf-16le':
      return 'UTF-16 (little-endian)';
    case 'utf-16be':
      return 'UTF-16 (big-endian)';
  }
}
