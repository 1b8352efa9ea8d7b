/**
 * The fields of a parsed body that were sent: an optional field absent from
 * the request is absent here too, never set to undefined, so a partial
 * update spread over a record changes only what was sent.
 */
export function presentOnly<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
