import { parentPort, workerData } from 'node:worker_threads';
import { isApiError } from '../api';
import { createOutboxRunner, OnlineActionRefused } from '../outbox/outbox-runner';
import { openProfileSync } from '../sync/profile-sync';
import { startProvisioningWatch } from '../sync/provisioning-watch';
import type { SyncSummary } from '../sync/sync-summary';
import type { FromProfileWorker, ProfileWorkerSetup, ToProfileWorker, WorkerAnswers, WorkerRequest, WorkerRequestFailure } from './profile-worker-protocol';
import { assertNever } from '../../shared/assert-never';
import { rateFigures } from '../outbox/rate-figures';
import { dncWarmUpSteps, storedTurnWarmUpSteps } from '../../shared/dnc/dnc-warm-up';
import { callerTurnsForWarmUp } from '../mirror';
import { runStepsBetweenMessages } from './steps-between-messages';

/**
 * A profile's worker: the one thing that runs both its sync engine and its
 * outbox, on a thread of its own (the app's choice: measured in
 * test/bench/sync-bench.ts). Writing a page to the mirror takes tens of milliseconds, and
 * more when SQLite merges its full-text indexes or checkpoints its log;
 * measured on the Electron main thread, those pauses went past the 50 ms a
 * window may freeze. Here they freeze nobody: the main thread keeps its own
 * connection for reads (WAL: readers never wait for this writer) and only
 * receives progress and summaries.
 *
 * The profile's outbox is sent from here too, and its online-only actions
 * carried out, through the same API client: one request scheduler and one
 * rate-limit budget for the key, shared by sync and replay (replay first).
 */
const APP_PUSH_PATIENCE_MS = 20_000;
const port = parentPort;
if (port === null) throw new Error('profile-worker.ts runs as a worker thread (see profile-worker-client.ts)');
const setup = workerData as ProfileWorkerSetup;
const post = (message: FromProfileWorker) => port.postMessage(message);

let reachable: boolean | undefined;
const sync = openProfileSync({
  baseUrl: setup.baseUrl,
  apiKey: setup.apiKey,
  mirrorFile: setup.mirrorFile,
  logger: (line) => post({ type: 'log', line }),
  onKeyReadOnly: () => post({ type: 'key-read-only' }),
  onExchange(exchange) {
    // Any answer means the service is there; no answer because the connection failed means it is not (a timeout says neither).
    const now = exchange.status !== undefined ? true : exchange.failure === 'network' ? false : undefined;
    if (now === undefined || now === reachable) return;
    reachable = now;
    post({ type: 'reachability', reachable: now });
  },
  ...(setup.share === undefined ? {} : { share: setup.share }),
  ...(setup.options ? { options: setup.options } : {}),
});
sync.engine.onProgress((event) => post({ type: 'progress', event }));
// In the app a push stops soon when the service cannot be reached, so the windows can say so: the next sync pushes again.
const outboxChanged = () => {
  const available = sync.api.scheduler.stats().rateLimit.available;
  post({ type: 'outbox-changed', requestsLeftInWindow: available === undefined ? null : Math.max(0, Math.floor(available)) });
};
// New agents read again until ready, resumed from the mirror at start; what it learns reaches the screens as outbox changes do (they read the mirror again).
const provisioning = startProvisioningWatch({ db: sync.mirror.db, client: sync.api, onChange: outboxChanged, logger: (line) => post({ type: 'log', line }) });
const outbox = createOutboxRunner({
  mirror: sync.mirror,
  client: sync.api,
  giveUpAfterMs: APP_PUSH_PATIENCE_MS,
  onAgentProvisioning: () => provisioning.wake(),
  logger: (line) => post({ type: 'log', line }),
});
// The outbox changed (a switch of an agent queued or sent?): the watch looks at once whether to let one go.
outbox.onChange(() => {
  outboxChanged();
  provisioning.wake();
});

let controller: AbortController | undefined;
let running: Promise<SyncSummary> | undefined;

// Requests someone is waiting for (a call opened, a push): the detector's warm-up waits for them, not they for it.
const requestsUnderway = new Set<Promise<void>>();

// The do-not-call detector's first use (its model read, its regexes compiled) paid here, while the first sync waits on
// the network, rather than inside the transactions of the first pages it stores. In steps, held back while a request is
// underway: run whole, it held the thread for 1.5 s (5 s on a busy machine), and a call opened as the app started waited
// that long for its transcript; run in steps alone, the call's fetch still waited a step at each turn of the event loop,
// and took twice as long as with no warm-up at all.
// Then the detector's code optimised on the workspace's own turns (about 0.4 s of CPU on a big mirror, dnc-warm-up.ts),
// at a quarter of the thread (about 2 s): it only prepares for later pages, and this thread starts with the app's first
// sync, while the window draws its first rows on the same cores. (Not measured: the launch bench runs no sync.)
const warmUp = new AbortController();
const warmUpStarted = performance.now();
const warmUpOptions = {
  signal: warmUp.signal,
  holdBack: () => (requestsUnderway.size === 0 ? undefined : Promise.allSettled(requestsUnderway).then(() => undefined)),
};
const OPTIMISING_SHARE = 0.25;
void runStepsBetweenMessages(dncWarmUpSteps(), warmUpOptions)
  .then(async (ready) => {
    if (!ready) return;
    post({ type: 'log', line: `do-not-call detector ready ${Math.round(performance.now() - warmUpStarted)} ms after the worker started` });
    const optimised = await runStepsBetweenMessages(storedTurnWarmUpSteps(callerTurnsForWarmUp(sync.mirror.db)), { ...warmUpOptions, share: OPTIMISING_SHARE });
    if (optimised) post({ type: 'log', line: `do-not-call detector optimised on the workspace's own turns ${Math.round(performance.now() - warmUpStarted)} ms after the worker started` });
  })
  .catch((error: unknown) => post({ type: 'log', line: `do-not-call detector not warmed up: ${error instanceof Error ? error.message : String(error)}` }));

port.on('message', (message: ToProfileWorker) => {
  switch (message.type) {
    case 'run': {
      controller = new AbortController();
      running = sync.engine.run({
        full: message.full,
        hydrate: message.hydrate,
        ...(message.hydrateLimit === undefined ? {} : { hydrateLimit: message.hydrateLimit }),
        signal: controller.signal,
      });
      void running.then((summary) => {
        running = undefined;
        post({ type: 'summary', summary });
        // What the screens promise for an agent the watch gave up on: read again at the next sync.
        if (summary.status !== 'cancelled') void provisioning.recheckStopped();
      });
      return;
    }
    case 'cancel':
      controller?.abort();
      return;
    case 'hydrate-first':
      sync.engine.hydrateFirst(message.ids);
      return;
    case 'request': {
      const answered = carryOut(message.request).then(
        (value) => post({ type: 'answer', requestId: message.requestId, value }),
        (error: unknown) => post({ type: 'request-failed', requestId: message.requestId, error: failureOf(error) }),
      );
      requestsUnderway.add(answered);
      void answered.finally(() => requestsUnderway.delete(answered));
      return;
    }
    case 'close':
      controller?.abort();
      warmUp.abort();
      outbox.cancel();
      void Promise.allSettled([running, outbox.idle(), provisioning.close()]).finally(() => {
        sync.close();
        post({ type: 'closed' });
        port.close();
      });
      return;
    default:
      assertNever(message, 'message to the profile worker');
  }
});

async function carryOut(request: WorkerRequest): Promise<WorkerAnswers[WorkerRequest['type']]> {
  switch (request.type) {
    case 'open-call': {
      const opened = await sync.engine.openCall(request.id);
      return { hydrated: opened.call.detail_fetched, fetched: opened.fetched };
    }
    case 'fetch-record':
      return { found: await sync.engine.fetchRecord(request.resource, request.id) };
    case 'push':
      // An edit was queued: a switch of a watched agent lets it go before the edit is on its way.
      provisioning.wake();
      return outbox.push();
    case 'start-campaign':
      return outbox.startCampaign(request.id);
    case 'delete-agent':
      await outbox.deleteAgent(request.id);
      return null;
    case 'create-agent':
      return outbox.createAgent(request.fields);
    case 'check-provisioning':
      return { provisioning: (await provisioning.checkNow(request.id)) === 'provisioning' };
    case 'rate-figures':
      return rateFigures(sync.api.scheduler.stats().rateLimit, Date.now());
    default:
      return assertNever(request, 'message to the profile worker');
  }
}

function failureOf(error: unknown): WorkerRequestFailure {
  if (isApiError(error)) return { kind: error.kind, message: error.userMessage };
  if (error instanceof OnlineActionRefused) return { kind: 'refused', message: error.message };
  return { kind: 'internal', message: error instanceof Error ? error.message : String(error) };
}
