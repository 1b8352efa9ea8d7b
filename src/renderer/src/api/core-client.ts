import type { z } from 'zod';
import {
  events,
  isEventName,
  isMethodName,
  methods,
  type EventName,
  type EventPayload,
  type MethodInput,
  type MethodName,
  type MethodOutput,
} from '../../../shared/contract/contract';
import { resultSchema, type CoreError, type Result } from '../../../shared/contract/result';
import { problemsFromZod, summarizeProblems } from '../../../shared/api/problems';
import { TransportError, type Transport } from './transport';

/**
 * The renderer's one door to the core, typed by the contract. Policy: the
 * receiving side validates. Every reply is parsed with its method's output
 * schema and every event with its payload schema, whichever transport
 * carried it; what fails is never handed to the UI. A malformed reply
 * becomes an `internal` error for that call, a malformed event is dropped
 * with a warning. `call` never throws: every outcome is a Result.
 */
export interface CoreClient {
  call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<Result<MethodOutput<M>>>;
  /** Returns the function that stops listening. */
  on<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void;
  close(): void;
}

type AnyListener = (payload: unknown) => void;

export function createCoreClient(transport: Transport): CoreClient {
  const replySchemas = new Map<MethodName, z.ZodType>();
  const listeners = new Map<EventName, Set<AnyListener>>();

  const stopEvents = transport.onEvent((name, payload) => {
    if (!isEventName(name)) {
      console.warn(`VoiceDesk: dropped an event of unknown kind "${name.slice(0, 100)}".`);
      return;
    }
    const subscribed = listeners.get(name);
    if (!subscribed?.size) return;
    const parsed = events[name].safeParse(payload);
    if (!parsed.success) {
      console.warn(`VoiceDesk: dropped a malformed "${name}" event. ${describe(parsed.error)}`);
      return;
    }
    for (const listener of [...subscribed]) {
      try {
        listener(parsed.data);
      } catch (error) {
        // One failing listener must not keep the event from the others.
        console.error(`VoiceDesk: a "${name}" listener failed:`, error);
      }
    }
  });

  function replySchema(method: MethodName): z.ZodType {
    let schema = replySchemas.get(method);
    if (!schema) {
      schema = resultSchema(methods[method].output);
      replySchemas.set(method, schema);
    }
    return schema;
  }

  return {
    async call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<Result<MethodOutput<M>>> {
      // Only reachable by casting past the types, but the page must not ask for what it cannot check.
      if (!isMethodName(method)) return failure({ code: 'unknown_method', message: `The app does not offer "${String(method)}".` });
      let raw: unknown;
      try {
        raw = await transport.request(method, input);
      } catch (error) {
        const message = error instanceof TransportError ? error.message : 'The page could not reach VoiceDesk. Reload the page.';
        return failure({ code: 'unavailable', message });
      }
      const parsed = replySchema(method).safeParse(raw);
      if (!parsed.success) {
        console.warn(`VoiceDesk: malformed reply to ${method}. ${describe(parsed.error)}`);
        return failure({
          code: 'internal',
          message: `The app received a malformed reply to ${method} from its core. This is a bug; restarting the app may help.`,
        });
      }
      // Parsed by this very method's result schema just above.
      return parsed.data as Result<MethodOutput<M>>;
    },

    on<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void {
      const entry: AnyListener = (payload) => listener(payload as EventPayload<E>);
      let subscribed = listeners.get(name);
      if (!subscribed) listeners.set(name, (subscribed = new Set()));
      subscribed.add(entry);
      return () => {
        subscribed.delete(entry);
      };
    },

    close() {
      stopEvents();
      listeners.clear();
      transport.close();
    },
  };
}

function failure(error: CoreError): Result<never> {
  return { ok: false, error };
}

/** Field names and problems only: the values themselves may be long, or private. */
function describe(error: z.ZodError): string {
  return summarizeProblems('Problems', problemsFromZod(error).slice(0, 5));
}
