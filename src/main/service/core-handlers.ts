import type { z } from 'zod';
import type { EventName, EventPayload, MethodName, MethodOutput, Methods } from '../../shared/contract/contract';

/**
 * What the doors (Electron IPC, the browser-mode WebSocket) need from the
 * core: one handler per contract method and a source of events. The doors
 * hold no logic of their own; the core service implements these.
 *
 * A handler receives input already parsed by the method's input schema, and
 * reports a failure the UI can act on by throwing a CoreFailure (dispatch.ts).
 */
export type CoreHandlers = {
  [M in MethodName]: (input: z.output<Methods[M]['input']>) => Promise<MethodOutput<M>>;
};

export type CoreEventListener = (name: EventName, payload: unknown) => void;

export interface CoreEventSource {
  /** Returns the function that stops listening. */
  subscribe(listener: CoreEventListener): () => void;
}

export interface CoreEventHub extends CoreEventSource {
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void;
}

/**
 * The core service emits here; each door subscribes once and forwards to its
 * renderers. Payloads are not validated here: the receiving side validates.
 */
export function createEventHub(): CoreEventHub {
  const listeners = new Set<CoreEventListener>();
  return {
    emit(name, payload) {
      // A snapshot, so a listener that unsubscribes while being called does not skip its neighbour.
      for (const listener of [...listeners]) {
        try {
          listener(name, payload);
        } catch (error) {
          // One broken door must not stop the event reaching the others.
          console.error(`[core] a listener of "${name}" events failed:`, error);
        }
      }
    },
    subscribe(listener) {
      // Wrapped, so subscribing the same function twice gives two independent subscriptions.
      const entry: CoreEventListener = (name, payload) => listener(name, payload);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}
