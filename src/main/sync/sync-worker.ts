import { parentPort, workerData } from 'node:worker_threads';
import { isApiError } from '../api';
import { openProfileSync } from './profile-sync';
import type { SyncSummary } from './sync-summary';
import type { FromSyncWorker, SyncWorkerSetup, ToSyncWorker } from './sync-worker-protocol';

/**
 * A profile's sync engine on a thread of its own (the app's choice: see
 * bench.ts). Writing a page to the mirror takes tens of milliseconds, and
 * more when SQLite merges its full-text indexes or checkpoints its log;
 * measured on the Electron main thread, those pauses went past the 50 ms a
 * window may freeze. Here they freeze nobody: the main thread keeps its own
 * connection for reads (WAL: readers never wait for this writer) and only
 * receives progress and summaries.
 */
const port = parentPort;
if (port === null) throw new Error('sync-worker.ts runs as a worker thread (see sync-worker-client.ts)');
const setup = workerData as SyncWorkerSetup;
const post = (message: FromSyncWorker) => port.postMessage(message);

const sync = openProfileSync({
  baseUrl: setup.baseUrl,
  apiKey: setup.apiKey,
  mirrorFile: setup.mirrorFile,
  logger: (line) => post({ type: 'log', line }),
  ...(setup.share === undefined ? {} : { share: setup.share }),
  ...(setup.options ? { options: setup.options } : {}),
});
sync.engine.onProgress((event) => post({ type: 'progress', event }));

let controller: AbortController | undefined;
let running: Promise<SyncSummary> | undefined;

port.on('message', (message: ToSyncWorker) => {
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
      });
      return;
    }
    case 'cancel':
      controller?.abort();
      return;
    case 'open-call':
      sync.engine.openCall(message.id).then(
        (opened) => post({ type: 'opened', requestId: message.requestId, hydrated: opened.call.detail_fetched, fetched: opened.fetched }),
        (error: unknown) =>
          post({
            type: 'open-failed',
            requestId: message.requestId,
            error: isApiError(error) ? { kind: error.kind, message: error.userMessage } : { kind: 'internal', message: error instanceof Error ? error.message : String(error) },
          }),
      );
      return;
    case 'close':
      controller?.abort();
      void (running ?? Promise.resolve()).finally(() => {
        sync.close();
        post({ type: 'closed' });
        port.close();
      });
      return;
    default:
      assertNever(message);
  }
});

function assertNever(value: never): never {
  throw new Error(`unexpected message to the sync worker: ${JSON.stringify(value)}`);
}
