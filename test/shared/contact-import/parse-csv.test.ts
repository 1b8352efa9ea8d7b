import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from '../../../src/shared/contact-import/decode-text';
import { detectDelimiter, parseCsv } from '../../../src/shared/contact-import/parse-csv';

function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const [high, low] = [code >> 8, code & 0xff];
    bytes.set(endian === 'le' ? [low, high] : [high, low], 2 + index * 2);
  }
  return bytes;
}

describe('reading a contacts file', () => {
  const text = 'Prénom;Nom\r\nZoë;Müller\r\n';

  it('reads UTF-8 with and without a byte-order mark, dropping the mark', () => {
    const plain = new TextEncoder().encode(text);
    expect(decodeCsvBytes(plain)).toEqual({ text, encoding: 'utf-8' });
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...plain]))).toEqual({ text, encoding: 'utf-8-bom' });
  });

  it('reads UTF-16 in either byte order, told by its mark', () => {
    expect(decodeCsvBytes(utf16(text, 'le'))).toEqual({ text, encoding: 'utf-16le' });
    expect(decodeCsvBytes(utf16(text, 'be'))).toEqual({ text, encoding: 'utf-16be' });
  });

  it('detects comma, semicolon and tab delimiters, ignoring those inside quotes', () => {
    expect(detectDelimiter('a,b,c\n1,2,3\n')).toBe(',');
    expect(detectDelimiter('a;b;c\n"1,5";"2,5";3\n')).toBe(';');
    expect(detectDelimiter('a\tb\tc\n"x, y"\t2\t3\n')).toBe('\t');
  });

  it('keeps delimiters, doubled quotes and line breaks inside quoted fields, and gives each row its starting line', () => {
    const parsed = parseCsv('name,company\r\n"Lamarr, Hedy","Patents\r\nand ""films"""\r\n\r\nAda,\nGrace,"Navy\nUS"\n');
    expect(parsed.delimiter).toBe(',');
    expect(parsed.rows).toEqual([
      ['name', 'company'],
      ['Lamarr, Hedy', 'Patents\r\nand "films"'],
      ['Ada', ''],
      ['Grace', 'Navy\nUS'],
    ]);
    expect(parsed.lines).toEqual([1, 2, 5, 6]);
  });

  it('reads a last row without a line end, and a file of old Mac line ends', () => {
    expect(parseCsv('a;b\r1;2').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
