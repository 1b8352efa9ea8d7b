import { parentPort, workerData } from 'node:worker_threads';
import { scanDncRequestsStep } from '../../src/main/mirror/dnc-requests';
import { openMirror } from '../../src/main/mirror/open-mirror';
import { warmUpDncDetector } from '../../src/shared/dnc/dnc-warm-up';

/**
 * The do-not-call scan of a whole mirror on a thread of its own, as sync
 * runs it on its worker (hydration.ts: one step, then the event loop, and
 * so on), after the detector's warm-up the worker runs when it starts;
 * answers with each step's time.
 */
const port = parentPort;
if (port === null) throw new Error('dnc-scan-worker.ts runs as a worker thread (see scale-mirror-bench.ts)');
const mirror = openMirror((workerData as { mirrorFile: string }).mirrorFile);
warmUpDncDetector();
const steps: number[] = [];
// Process-wide, but the bench's main thread only waits meanwhile: close to this thread's own.
const cpuBefore = process.cpuUsage();
try {
  for (;;) {
    const started = performance.now();
    const { done } = scanDncRequestsStep(mirror.db);
    steps.push(performance.now() - started);
    if (done) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
} finally {
  mirror.close();
}
const cpu = process.cpuUsage(cpuBefore);
port.postMessage({ steps, cpuSeconds: (cpu.user + cpu.system) / 1e6 });
