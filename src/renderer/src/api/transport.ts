/**
 * How the renderer reaches the core: Electron IPC in the desktop app, a
 * WebSocket in browser mode. A transport moves raw values and validates
 * nothing; core-client.ts validates every reply and event against the
 * contract, whichever transport brought it.
 */
export interface Transport {
  /**
   * Resolves with the core's raw, unvalidated reply (a `Result` if the core
   * is sound). Rejects with a TransportError when the core cannot be reached.
   */
  request(method: string, params: unknown): Promise<unknown>;
  /** Every event the core pushes, unvalidated. Returns the function that stops listening. */
  onEvent(listener: (name: string, payload: unknown) => void): () => void;
  close(): void;
}

/** The core could not be reached; the message says so in plain words. */
export class TransportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransportError';
  }
}
