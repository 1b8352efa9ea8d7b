/**
 * One line of a terminal redrawn in place (the progress of `voicedesk sync`
 * and `voicedesk import-contacts`), drawn by hand on stderr: a library
 * would be more code than this. Only for a terminal: piped stderr gets no
 * carriage-return noise. Redrawn at most ten times a second, and always
 * when the work is finished.
 */
export interface TerminalLine {
  /** `text` gets the terminal's width. */
  draw(text: (columns: number) => string, finished: boolean): void;
  /** Clears the line, so what follows starts on a clean line. */
  clear(): void;
}

export function createTerminalLine(stream: NodeJS.WriteStream, now: () => number = Date.now): TerminalLine {
  let lastDrawn = 0;
  let drawn = false;
  return {
    draw(text, finished) {
      const at = now();
      if (at - lastDrawn < 100 && !finished) return;
      lastDrawn = at;
      drawn = true;
      // A pseudo-terminal may report 0 columns: assume the classic 80.
      stream.write(`\r\x1b[K${text(stream.columns || 80)}`);
    },
    clear() {
      if (drawn) stream.write('\r\x1b[K');
      drawn = false;
    },
  };
}

/** `text` after a bar of `done` of `total`, in `columns`; the text alone when the total is unknown or the line too narrow for a bar. */
export function withBar(done: number, total: number | null, text: string, columns: number): string {
  const width = Math.max(10, Math.min(30, columns - text.length - 4));
  if (total === null || total === 0 || columns < text.length + 14) return text.slice(0, Math.max(0, columns - 1));
  const filled = Math.round((Math.min(done, total) / total) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}`;
}
