import type { DecodeFailureListener, DecodeFailureReport } from '../api';

/**
 * The API client reports every record it could not decode to one listener,
 * fixed when the client is made; the engine is made after the client. This
 * feed sits between them: the client publishes into it, the engine reads
 * from it, so a single-record GET that failed decoding can be reported with
 * the field at fault (the error the GET throws carries only a sentence).
 */
export interface DecodeFeed {
  /** Pass as the client's `onDecodeFailure`. */
  readonly publish: DecodeFailureListener;
  /** The latest report about a record, if any came. */
  latest(resource: string, id: string): DecodeFailureReport | undefined;
}

export function createDecodeFeed(): DecodeFeed {
  // Bounded: only the latest few matter, for the GET that just failed.
  const recent = new Map<string, DecodeFailureReport>();
  return {
    publish(report) {
      if (report.id === undefined) return;
      const key = `${report.resource}\u0000${report.id}`;
      recent.delete(key);
      recent.set(key, report);
      if (recent.size > 64) recent.delete(recent.keys().next().value!);
    },
    latest: (resource, id) => recent.get(`${resource}\u0000${id}`),
  };
}
