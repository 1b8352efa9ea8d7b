/**
 * A record object whose fields always read the store's latest copy, so a
 * view given it once (a `<Show>` child runs once while its condition holds)
 * still follows a refresh: an edit just queued, a sync, a push. Reading a
 * field inside JSX tracks the store like reading the signal itself would.
 */
export function liveRecord<Record extends object>(latest: () => Record): Record {
  return new Proxy(Object.create(null) as Record, {
    get: (_target, key) => Reflect.get(latest(), key),
    has: (_target, key) => Reflect.has(latest(), key),
    ownKeys: () => Reflect.ownKeys(latest()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(latest(), key);
      // A proxy may only report configurable properties its (empty) target lacks.
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
  });
}
