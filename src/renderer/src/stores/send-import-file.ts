import { IMPORT_CHUNK_BYTES } from '../../../shared/contract/contact-import-methods';
import type { CoreError } from '../../../shared/contract/result';
import type { CoreClient } from '../api/core-client';

/**
 * A chosen file sent to the core in pieces (`contactImport.begin`, then
 * `contactImport.chunk` in order), for the Import screen. Each piece is
 * turned into base64 by the browser itself (a data-URL read of that slice of
 * the file): the script loop this replaces held the window's thread for
 * 0.4 s on a 5 MB file (`npm run bench -- import-window`). A few pieces are
 * on their way at once, so the window encodes the next while the core takes
 * the last; the socket and IPC deliver them in order, and the core says so
 * if one ever came out of order.
 */
const IN_FLIGHT = 4;

export type SentFile = { ok: true; importId: string } | { ok: false; error: CoreError | string } | { ok: false; abandoned: true };

/** `wanted`: false once the user chose another file or left the screen; the rest is then not sent. */
export async function sendImportFile(client: CoreClient, file: File, wanted: () => boolean): Promise<SentFile> {
  const begun = await client.call('contactImport.begin', { fileName: file.name, size: file.size });
  if (!begun.ok) return { ok: false, error: begun.error };
  const { importId } = begun.value;
  const replies: ReturnType<typeof sendPiece>[] = [];
  const sendPiece = (index: number, data: string) => client.call('contactImport.chunk', { importId, index, data });
  for (let index = 0; index * IMPORT_CHUNK_BYTES < file.size; index += 1) {
    if (!wanted()) return { ok: false, abandoned: true };
    const earlier = replies[index - IN_FLIGHT];
    const answered = earlier === undefined ? undefined : await earlier;
    if (answered !== undefined && !answered.ok) return { ok: false, error: answered.error };
    let data: string;
    try {
      data = await base64Of(file.slice(index * IMPORT_CHUNK_BYTES, (index + 1) * IMPORT_CHUNK_BYTES));
    } catch {
      return { ok: false, error: `${file.name} could not be read: it may have been moved or changed meanwhile. Choose it again.` };
    }
    replies.push(sendPiece(index, data));
  }
  for (const reply of replies) {
    const answered = await reply;
    if (!answered.ok) return { ok: false, error: answered.error };
  }
  return wanted() ? { ok: true, importId } : { ok: false, abandoned: true };
}

/** The piece's bytes in base64, encoded by the browser (a data URL is "data:<type>;base64,<bytes>"). */
function base64Of(piece: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(piece);
  });
}
