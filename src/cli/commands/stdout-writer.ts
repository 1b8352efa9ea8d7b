/**
 * Writes a long output to a stream without holding it all in memory: text
 * is gathered into chunks of about 64 KB, and a full pipe is waited for. A
 * reader that goes away (`| head`) ends the output quietly, as command-line
 * tools do, instead of failing with EPIPE.
 */
export interface StreamWriter {
  write(text: string): Promise<void>;
  /** Writes what is gathered; call once at the end. */
  flush(): Promise<void>;
  /** True once the reader has gone away: stop producing. */
  readonly closed: boolean;
}

const CHUNK = 64 * 1024;

export function createStreamWriter(stream: NodeJS.WritableStream): StreamWriter {
  let closed = false;
  let buffer = '';
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') closed = true;
    else throw error;
  });
  const flush = async () => {
    if (closed || buffer === '') return;
    const text = buffer;
    buffer = '';
    if (!stream.write(text)) await drained(stream);
  };
  return {
    async write(text) {
      buffer += text;
      if (buffer.length >= CHUNK) await flush();
    },
    flush,
    get closed() {
      return closed;
    },
  };
}

/** Resolves when the stream can take more, or can take nothing ever again (closed, failed): never rejects. */
function drained(stream: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    stream.on('error', done);
  });
}
