import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import solid from 'vite-plugin-solid';

// electron-vite builds the three Electron bundles. The CLI and `npm run server`
// run from the same tree through tsx (src/cli/bin.js, src/server/bin.js); the
// desktop app runs the demo's sandbox server from its bundle instead, with
// Electron as Node, so that nothing at run time needs tsx or src/.
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // Worker threads' entries, next to index.js (src/main/threads/module-worker.ts): a profile's sync and outbox, and long jobs on a mirror.
      // And the demo's sandbox server, a child process (src/main/electron/demo-sandbox.ts).
      rollupOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          'profile-worker': resolve('src/main/profile-worker/profile-worker.ts'),
          'mirror-job-worker': resolve('src/main/mirror-jobs/mirror-job-worker.ts'),
          'sandbox-server': resolve('src/server/main.ts'),
          // The `voicedesk` command line, run by src/cli/bin.js when this build is current: starting through tsx takes seconds.
          cli: resolve('src/cli/main.ts'),
        },
      },
      // Pure-JavaScript libraries go into the bundles (one file to load instead of hundreds: zod alone is over 200 modules), which
      // shortens every start; native and big optional ones (better-sqlite3, fastify) stay in node_modules.
      externalizeDeps: { exclude: ['zod', 'ws', 'commander', 'env-paths'] },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot be an ES module.
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [solid()],
    build: {
      outDir: 'out/renderer',
      // Minified (electron-vite leaves it off): the page parses its first chunk before the first calls page can show,
      // and parsing takes time in proportion to the text.
      minify: true,
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
  },
});
