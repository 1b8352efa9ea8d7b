/**
 * What the Electron preload exposes to the renderer, as pure types and
 * constants. This file imports nothing (not even zod) on purpose: the preload
 * runs sandboxed, where `require` reaches only Electron's own modules, so
 * everything it imports must bundle into it and should stay tiny.
 *
 * The bridge carries the contract's raw request and reply objects; the core
 * validates what it receives and the renderer validates what comes back.
 */

/** The renderer finds the bridge at `window.voicedesk`. */
export const BRIDGE_GLOBAL = 'voicedesk';

/** The IPC channels; no other file names them (wire.ts re-exports them). */
export const IPC_REQUEST_CHANNEL = 'voicedesk:request';
export const IPC_EVENT_CHANNEL = 'voicedesk:event';

/** The single argument of an invoke on IPC_REQUEST_CHANNEL. */
export interface IpcRequest {
  method: string;
  params: unknown;
}

/** The single argument of a message on IPC_EVENT_CHANNEL. */
export interface IpcEvent {
  name: string;
  payload: unknown;
}

export interface VoiceDeskBridge {
  /** Resolves with the core's raw `Result`; rejects only when the core cannot be reached. */
  invoke(method: string, params: unknown): Promise<unknown>;
  /** Listens to every event the core pushes; returns the function that stops listening. */
  onEvent(listener: (name: string, payload: unknown) => void): () => void;
}
