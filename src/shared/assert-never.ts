/**
 * The default of an exhaustive switch over a union: the compiler proves it
 * unreachable, and at run time (a value from outside the types: a message
 * from another thread, a row written by another version) it fails saying
 * what it got, and what it was (`what`: "sync status", "backend"…).
 */
export function assertNever(value: never, what: string): never {
  throw new Error(`unexpected ${what}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`);
}
