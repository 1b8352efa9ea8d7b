/**
 * `npm run bench`: the performance figures, printed. Each section measures
 * side by side in one run what it compares; nothing here asserts a time.
 * Sections can be picked by name: `npm run bench -- mirror server` (or `-- outbox`, `-- dnc`, `-- dnc-requests`, `-- import`, `-- import-mapping`, `-- contacts-phone`,
 * or `-- sync-live` for the live-workspace part of `sync` alone, `-- sync-window` for
 * the window while a large workspace syncs, `-- import-window` for importing a
 * 50,000- and a 200,000-row file in the app, preview and queue, with the window meanwhile,
 * `-- import-window-preview` for its previews alone),
 * or `npm run bench -- browser` for the app in Chromium alone.
 */
import { runBrowserBenchmarks } from './browser-bench';
import { runDncBenchmarks } from './dnc-bench';
import { runDncRequestsBenchmarks } from './dnc-requests-bench';
import { runImportBenchmarks, runImportMappingBenchmarks } from './import-bench';
import { runImportWindowBenchmarks } from './import-window-bench';
import { runMirrorBenchmarks } from './mirror-bench';
import { runPhoneSearchBenchmarks } from './phone-search-bench';
import { runOutboxBenchmarks } from './outbox-bench';
import { runOutboxQueueBenchmarks } from './outbox-queue-bench';
import { runScaleBrowserBenchmarks } from './scale-browser-bench';
import { runScaleDncBenchmarks, runScaleQueryBenchmarks, runScaleSavedSearchBenchmarks } from './scale-mirror-bench';
import { runServerBenchmarks } from './server-bench';
import { runSyncBenchmarks } from './sync-bench';
import { runSyncWindowBenchmarks } from './sync-window-bench';

const sections: Record<string, () => Promise<unknown> | unknown> = {
  server: () => runServerBenchmarks(log),
  mirror: () => runMirrorBenchmarks(log),
  sync: () => runSyncBenchmarks(log),
  'sync-live': () => runSyncBenchmarks(log, { only: 'live' }),
  // The window's responsiveness while 100,000 contacts sync (issue 14), in browser mode.
  'sync-window': () => runSyncWindowBenchmarks(log),
  outbox: async () => {
    await runOutboxBenchmarks(log);
    runOutboxQueueBenchmarks(log);
  },
  'outbox-queue': () => runOutboxQueueBenchmarks(log),
  dnc: () => runDncBenchmarks(log),
  'dnc-requests': () => runDncRequestsBenchmarks(log),
  import: () => runImportBenchmarks(log),
  'import-mapping': () => runImportMappingBenchmarks(log),
  // The same files imported in the app (browser mode, Chromium): to the preview and to the queue on screen, and the window meanwhile (issue 13).
  'import-window': () => runImportWindowBenchmarks(log),
  'import-window-preview': () => runImportWindowBenchmarks(log, { queue: false }),
  'contacts-phone': () => runPhoneSearchBenchmarks(log),
  browser: () => runBrowserBenchmarks(log),
  // The scale (100,000 calls, 2,000,000 transcript entries), each figure beside its target.
  'scale-browser': () => runScaleBrowserBenchmarks(log),
  'scale-launch': () => runScaleBrowserBenchmarks(log, { launch: true }),
  'scale-search': () => runScaleBrowserBenchmarks(log, { search: true }),
  'scale-queries': () => runScaleQueryBenchmarks(log),
  'scale-dnc': () => runScaleDncBenchmarks(log),
  'scale-saved': () => runScaleSavedSearchBenchmarks(log),
};

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in sections));
if (unknown.length) {
  process.stderr.write(`npm run bench: no section named ${unknown.join(', ')}; choose from ${Object.keys(sections).join(', ')}\n`);
  process.exit(2);
}
for (const [name, run] of Object.entries(sections)) {
  if (wanted.length && !wanted.includes(name)) continue;
  log(`\n== ${name} ==`);
  await run();
}
