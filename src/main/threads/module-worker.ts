import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running one of the core's entries, from wherever the core
 * runs: built by electron-vite (`<entry>.js`, an entry of
 * electron.vite.config.ts, next to the main bundle that imports its client),
 * or from source through tsx (`voicedesk ui`, tests), where the worker
 * registers tsx itself before loading `<entry>.ts`, since a worker does not
 * inherit the loader of the thread that made it.
 *
 * `callerUrl` is the client module's `import.meta.url`: the entry's source
 * sits next to its client, and its build next to the bundle the client is in
 * (or one folder up from the shared chunk it is in).
 */
export function startModuleWorker(callerUrl: string, entry: string, options: WorkerOptions): Worker {
  if (!callerUrl.endsWith('.ts')) {
    // A client that two bundles share (the desktop app's and `voicedesk ui`'s) is built into out/main/chunks/: the entries are one folder up.
    const bundleDir = /\/chunks\/[^/]+$/.test(new URL(callerUrl).pathname) ? new URL('..', callerUrl) : new URL('.', callerUrl);
    return new Worker(new URL(`./${entry}.js`, bundleDir), options);
  }
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL(`./${entry}.ts`, callerUrl).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); })`, { ...options, eval: true });
}
