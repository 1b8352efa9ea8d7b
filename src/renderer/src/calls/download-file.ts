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

/**
 * Words for a file name, safe on every system: the characters Windows or
 * macOS refuse in a name (and control characters) become spaces, runs of
 * spaces one, and a long text is cut at a word.
 */
export function fileNameText(text: string, maxLength = 60): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).trim()}…`;
}

/** yyyy-mm-dd of the user's today, for a file name. */
export function today(): string {
  const date = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
