import { parseCommandLine } from './command-line';

/**
 * `npm run server`: starts the sandbox, prints exactly one JSON line on stdout
 * once listening, and from then on writes only to stderr. Stops cleanly on
 * SIGTERM or SIGINT (exit 0).
 */
const options = parseCommandLine(process.argv);
// Loaded after parsing, so that --help and usage errors answer at once.
const { startSandboxServer } = await import('./sandbox-server');
let server;
try {
  server = await startSandboxServer(options);
} catch (error) {
  process.stderr.write(`[sandbox] could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const running = server;

process.stdout.write(`${JSON.stringify({ base_url: running.baseUrl, keys: running.keys })}\n`);
const simulator = running.simulator;
const simulation = simulator === undefined ? 'off' : `time scale ${simulator.timeScale}, ${simulator.dashboardEditsPerMinute} dashboard edits per simulated minute`;
process.stderr.write(
  `[sandbox] listening on ${running.baseUrl}/v1 (${options.gateway ? 'gateway' : 'v1'} error form, rate limit ${options.rateLimit === 0 ? 'off' : `${options.rateLimit}/min`}, ` +
    `simulation ${simulation}${options.faults ? `, faults ${options.faults}` : ''}${options.dataFile ? `, data ${options.dataFile}` : ', in memory'})\n`,
);

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`[sandbox] ${signal}: stopping\n`);
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`[sandbox] error while stopping: ${String(error)}\n`);
      process.exit(1);
    },
  );
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

// Under `npm run server`, a SIGTERM sent to npm reaches its shell, which dies
// without passing it on, and the sandbox would outlive both holding its port.
// So the sandbox stops when its parent goes away, whatever the platform.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('parent process exited');
}, 500).unref();
