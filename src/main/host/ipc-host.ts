import { IPC_EVENT_CHANNEL, IPC_REQUEST_CHANNEL, type IpcEvent } from '../../shared/contract/bridge';
import { requestFrame } from '../../shared/contract/wire';
import type { Result } from '../../shared/contract/result';
import { problemsFromZod, summarizeProblems } from '../../shared/api/problems';
import type { CoreEventSource, CoreHandlers } from '../service/core-handlers';
import { dispatchRequest } from '../service/dispatch';

/**
 * The contract over Electron IPC. Policy: every message is checked for its
 * sender before anything else (a frame that is not the app's own page gets
 * `unauthorized` and reaches no handler), then its envelope and its params
 * are parsed. Written against the few members of Electron's objects it
 * uses, so this file runs (and is tested) without Electron; the real
 * sender check lives at the edge, in src/main/electron/trusted-sender.ts.
 */

/** The part of Electron's `ipcMain` used here; Electron's own object fits. */
export interface IpcMainLike<SenderEvent> {
  handle(channel: string, listener: (event: SenderEvent, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

/** The part of Electron's `WebContents` used here. */
export interface WebContentsLike {
  send(channel: string, ...args: unknown[]): void;
  isDestroyed(): boolean;
}

export interface IpcHostOptions<SenderEvent> {
  ipcMain: IpcMainLike<SenderEvent>;
  handlers: CoreHandlers;
  events: CoreEventSource;
  /** True only for the main frame of the app's own page. */
  isTrustedSender(event: SenderEvent): boolean;
  /** The app's windows, which receive every event. */
  getWebContents(): readonly WebContentsLike[];
}

// The envelope is the wire's request frame without its framing fields.
const ipcRequest = requestFrame.pick({ method: true, params: true });

/** Registers the request handler and starts forwarding events; returns the function that undoes both. */
export function registerIpcHost<SenderEvent>(options: IpcHostOptions<SenderEvent>): () => void {
  const { ipcMain, handlers, events } = options;

  ipcMain.handle(IPC_REQUEST_CHANNEL, async (event, request): Promise<Result<unknown>> => {
    if (!isTrusted(options, event)) {
      return { ok: false, error: { code: 'unauthorized', message: 'This page is not allowed to talk to the app.' } };
    }
    const envelope = ipcRequest.safeParse(request, { reportInput: true });
    if (!envelope.success) {
      const problems = problemsFromZod(envelope.error);
      return { ok: false, error: { code: 'invalid_request', message: summarizeProblems('Invalid request', problems), problems } };
    }
    return dispatchRequest(handlers, envelope.data.method, envelope.data.params);
  });

  const unsubscribe = events.subscribe((name, payload) => {
    const message: IpcEvent = { name, payload };
    for (const contents of options.getWebContents()) {
      if (contents.isDestroyed()) continue;
      try {
        contents.send(IPC_EVENT_CHANNEL, message);
      } catch (error) {
        // A payload that cannot be cloned is a core bug; the other windows still get the event.
        console.error(`[ipc-host] could not send a "${name}" event:`, error);
      }
    }
  });

  return () => {
    unsubscribe();
    ipcMain.removeHandler(IPC_REQUEST_CHANNEL);
  };
}

/** A check that throws (a destroyed frame, say) counts as a refusal. */
function isTrusted<SenderEvent>(options: IpcHostOptions<SenderEvent>, event: SenderEvent): boolean {
  try {
    return options.isTrustedSender(event);
  } catch {
    return false;
  }
}
