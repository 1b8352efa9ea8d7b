import type { Mirror } from '../../src/main/mirror';
import type { ProfileSync } from '../../src/main/sync';
import { planEdits, queueEdits, replayOutbox, type EditProblem, type ReplaySummary } from '../../src/main/outbox';
import { runOverHttp } from '../api/helpers/virtual-time';
import { openTestSync, runSync, type SyncSandbox } from '../sync/helpers';

/** Queues a batch of edits (as `voicedesk apply` would), failing the test on a refused batch. */
export function queue(sync: { mirror: Pick<Mirror, 'db'> }, edits: unknown[]): Record<string, string> {
  const plan = planEdits(sync.mirror.db, edits);
  if (!plan.ok) throw new Error(`edits refused: ${JSON.stringify(plan.problems)}`);
  queueEdits(sync.mirror.db, plan.edits);
  return plan.refs;
}

/** The problems of a batch that must be refused, failing the test if it is accepted. */
export function refused(sync: { mirror: Pick<Mirror, 'db'> }, edits: unknown[]): EditProblem[] {
  const plan = planEdits(sync.mirror.db, edits);
  if (plan.ok) throw new Error(`edits accepted: ${JSON.stringify(edits)}`);
  return plan.problems;
}

/** Replays the outbox to its end on the sandbox's virtual time. */
export function push(sandbox: SyncSandbox, sync: ProfileSync, options: { signal?: AbortSignal } = {}): Promise<ReplaySummary> {
  return runOverHttp(sandbox.clock, sync.api.scheduler, replayOutbox({ db: sync.mirror.db, client: sync.api, clock: sandbox.clock, random: () => 0, ...options }));
}

export async function syncAll(sandbox: SyncSandbox, sync: ProfileSync): Promise<void> {
  const summary = await runSync(sync, sandbox.clock, { full: true, hydrate: false });
  if (summary.status !== 'ok') throw new Error(`sync ended ${summary.status}: ${JSON.stringify(summary.error)}`);
}

export interface SentRequest {
  method: string;
  /** Below /v1, without the query: `/contacts/contact_…`. */
  path: string;
  /** The JSON body sent, if any. */
  body: unknown;
  status: number;
  /** When the request left and when its answer came back, as positions in one sequence of events. */
  left: number;
  answered: number;
}

/**
 * A fetch for the client that logs every request with the body it carried,
 * in the order requests left and answers came back, so a test can check
 * what replay put on the wire (one PATCH with only the changed fields) and
 * what overlapped what (nothing sent while a do-not-call is on its way).
 * `answer` may answer a request instead of the server (a gateway error, say).
 */
export function recordingFetch(options: { answer?: (request: { method: string; path: string; body: unknown }) => Response | undefined } = {}) {
  const log: SentRequest[] = [];
  let events = 0;
  const recorded: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/v1/, '');
    const body = typeof init?.body === 'string' && init.body !== '' ? (JSON.parse(init.body) as unknown) : undefined;
    const left = ++events;
    const response = options.answer?.({ method, path, body }) ?? (await fetch(input, init));
    log.push({ method, path, body, status: response.status, left, answered: ++events });
    return response;
  };
  return {
    fetch: recorded,
    log,
    /** Requests that change something (not GETs), as `METHOD path` with their body. */
    writes: () => log.filter((request) => request.method !== 'GET').map(({ method, path, body }) => ({ method, path, body })),
    clear: () => void log.splice(0),
  };
}

/** A synced profile over a recording fetch: the mirror holds the sandbox's workspace, the log starts empty. */
export async function syncedWithWire(sandbox: SyncSandbox) {
  const wire = recordingFetch();
  const sync = openTestSync(sandbox, { fetch: wire.fetch });
  await syncAll(sandbox, sync);
  wire.clear();
  return { sync, wire };
}
