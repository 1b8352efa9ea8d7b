/**
 * Ctrl-C (SIGINT) and SIGTERM, the same way for every command that has
 * work to stop cleanly: the first calls `stop` (a sync or a push then commits
 * what it has and says where it stopped); a second does not wait for the
 * requests in flight and exits at once with 130, as a shell expects of an
 * interrupted command. Returns the function that stops listening.
 */
export function onInterrupt(stop: () => void): () => void {
  let interrupts = 0;
  const interrupt = () => {
    interrupts += 1;
    if (interrupts > 1) process.exit(130);
    stop();
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  return () => {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  };
}
