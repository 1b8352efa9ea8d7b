/**
 * Runs `work` over `items`, at most `concurrency` at a time, in order of
 * the items (so the newest calls are fetched first). The first failure
 * stops new work from starting; the pool waits for what is already running,
 * then rejects with that failure. The request scheduler does the actual
 * rate limiting; this only keeps enough requests queued to use it.
 */
export async function forEachConcurrently<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  if (failure !== undefined) throw failure.error;
}
