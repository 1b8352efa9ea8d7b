/**
 * Hands a file made in the page to the browser's download (browser mode) or
 * Electron's save dialog: a link to the blob, clicked. The blob's address
 * is released a while later, once the download has surely read it.
 */
const RELEASE_AFTER_MS = 60_000;

export function downloadFile(name: string, parts: BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}

/** A file name safe on every system, from a record id or a date. */
export function fileNamePart(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80) || 'file';
}

/** yyyy-mm-dd of the user's today, for a file name. */
export function today(): string {
  const date = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
